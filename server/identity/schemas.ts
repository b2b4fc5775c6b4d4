import { Type } from 'typebox';
import {
  KEY_POWER_NAMES,
  type ApiKey,
  type CreateApiKeyRequest,
  type CreateUserRequest,
  type ListedApiKey,
  type UpdateUserRequest,
  type ExchangeCodeRequest,
  type ResetPasswordRequest,
  type SessionTokens,
  type SignInRequest,
  type Tenancy,
  type TenantDetails,
  type User,
} from '../../src/core/api/contract';
import { IdString, matches, pageOf } from '../http/schema';

export const Role = Type.Union([
  Type.Literal('VIEWER'),
  Type.Literal('EDITOR'),
  Type.Literal('ADMIN'),
]);
/** A membership holds one role (the list is SPEC §3's shape). */
const OneRole = Type.Array(Role, { minItems: 1, maxItems: 1 });
const Email = Type.String({ format: 'email', minLength: 3, maxLength: 254 });

export const SignInBody = matches<SignInRequest>()(
  Type.Object(
    {
      userName: Type.String({ minLength: 1, maxLength: 254 }),
      password: Type.String({ minLength: 1, maxLength: 256 }),
      platform: Type.Literal('LVS'),
      tenantId: Type.Optional(IdString),
      preferredTenantId: Type.Optional(IdString),
    },
    { additionalProperties: false },
  ),
);

export const SessionTokensSchema = matches<SessionTokens>()(
  Type.Object({
    token: Type.String(),
    refreshToken: Type.String(),
    userId: Type.String(),
    email: Type.String(),
    tenantId: Type.String(),
    userRole: Type.Array(Role),
  }),
);

/** The refresh call's body: the raw refresh token (text/plain), or `{ refreshToken }` as JSON. */
export const RefreshBody = Type.Union([
  Type.String({ minLength: 1, maxLength: 512 }),
  Type.Object(
    { refreshToken: Type.String({ minLength: 1, maxLength: 512 }) },
    {
      additionalProperties: false,
    },
  ),
]);

/** Sign-out's body: a refresh token to revoke, or nothing (then the caller's own tokens go). */
export const SignOutBody = Type.Union([RefreshBody, Type.Null()]);

export const ResetPasswordBody = matches<ResetPasswordRequest>()(
  Type.Object(
    { userName: Type.String({ minLength: 1, maxLength: 254 }) },
    {
      additionalProperties: false,
    },
  ),
);

export const Password = Type.String({ minLength: 8, maxLength: 128 });

export const ConfirmResetBody = Type.Object(
  { token: Type.String({ minLength: 10, maxLength: 256 }), password: Password },
  { additionalProperties: false },
);

export const ExchangeCodeBody = matches<ExchangeCodeRequest>()(
  Type.Object(
    { tenantId: IdString, code: Type.String({ minLength: 10, maxLength: 256 }) },
    { additionalProperties: false },
  ),
);

export const SignupCodeQuery = Type.Object({
  tenantId: IdString,
  code: Type.String({ minLength: 10, maxLength: 256 }),
  redirectUrl: Type.String({ minLength: 1, maxLength: 2048 }),
});

export const TenancySchema = matches<Tenancy>()(
  Type.Object({ id: Type.String(), name: Type.String() }),
);

const KeyPowerSchema = Type.Enum([...KEY_POWER_NAMES]);

export const ApiKeySchema = matches<ApiKey>()(
  Type.Object({
    id: Type.String(),
    value: Type.String(),
    label: Type.String(),
    free: Type.Boolean(),
    powers: Type.Array(KeyPowerSchema),
    createdAt: Type.String(),
  }),
);

export const ListedApiKeySchema = matches<ListedApiKey>()(
  Type.Object({
    id: Type.String(),
    hint: Type.String(),
    label: Type.String(),
    free: Type.Boolean(),
    powers: Type.Array(KeyPowerSchema),
    createdAt: Type.String(),
  }),
);

export const CreateApiKeyBody = matches<CreateApiKeyRequest>()(
  Type.Object(
    {
      label: Type.String({ maxLength: 80 }),
      free: Type.Boolean(),
      powers: Type.Optional(Type.Array(KeyPowerSchema, { maxItems: KEY_POWER_NAMES.length * 2 })),
    },
    { additionalProperties: false },
  ),
);

export const ApiKeyParams = Type.Object({
  tenantId: IdString,
  keyId: Type.String({ format: 'uuid' }),
});

export const TenantDetailsSchema = matches<TenantDetails>()(
  Type.Object({
    id: Type.String(),
    name: Type.String(),
    apiKeys: Type.Array(ApiKeySchema),
  }),
);

export const UserSchema = matches<User>()(
  Type.Object({
    id: Type.String(),
    email: Type.String(),
    firstName: Type.String(),
    lastName: Type.String(),
    tenantId: Type.String(),
    userRole: Type.Array(Role),
    deactivated: Type.Boolean(),
    createdAt: Type.String(),
    lastSignedInAt: Type.Union([Type.String(), Type.Null()]),
  }),
);

export const UserPage = pageOf(UserSchema);

export const UserListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000, default: 0 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 1000 })),
  tenantId: Type.Optional(IdString),
});

export const CreateUserBody = matches<CreateUserRequest>()(
  Type.Object(
    {
      email: Email,
      firstName: Type.String({ maxLength: 100 }),
      lastName: Type.String({ maxLength: 100 }),
      password: Type.Optional(Password),
      userRole: OneRole,
      tenantId: IdString,
    },
    { additionalProperties: false },
  ),
);

export const UpdateUserBody = matches<UpdateUserRequest>()(
  Type.Object(
    { userRole: Type.Optional(OneRole), deactivated: Type.Optional(Type.Boolean()) },
    { additionalProperties: false, minProperties: 1 },
  ),
);

export const UserIdParams = Type.Object({ userId: Type.String({ format: 'uuid' }) });
export const TenantIdParams = Type.Object({ tenantId: IdString });
