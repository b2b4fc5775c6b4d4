import { Type, type Static, type TSchema } from 'typebox';
import { API_ERROR_CODES, type ApiErrorBody, type ApiErrorCode } from '../../src/core/api/contract';

/** Deep structural identity (not mere assignability, which forgives missing optional fields). */
type Same<A, B> =
  (<T>() => T extends Simplify<A> ? 1 : 2) extends <T>() => T extends Simplify<B> ? 1 : 2
    ? true
    : false;
type Simplify<T> = T extends readonly unknown[]
  ? { [K in keyof T]: Simplify<T[K]> }
  : T extends object
    ? { [K in keyof T]: Simplify<T[K]> }
    : T;

/**
 * Ties a route schema to its contract type in `src/core/api/contract`: the call does not
 * type-check unless what the schema validates is exactly the contract type.
 *
 *   const Body = matches<SignInRequest>()(Type.Object({ ... }));
 */
export function matches<T>() {
  return <S extends TSchema>(schema: S & (Same<Static<S>, T> extends true ? unknown : never)): S =>
    schema;
}

export const ErrorSchema = matches<ApiErrorBody>()(
  Type.Object({
    statusCode: Type.Integer(),
    error: Type.String(),
    message: Type.String(),
    code: Type.Unsafe<ApiErrorCode>({ type: 'string', enum: [...API_ERROR_CODES] }),
    field: Type.Optional(Type.String()),
    position: Type.Optional(Type.Integer()),
  }),
);

/** Error answers documented on every route. */
export const errorResponses = {
  400: ErrorSchema,
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  409: ErrorSchema,
  429: ErrorSchema,
} as const;

export const PageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 20 })),
});

export function pageOf<S extends TSchema>(item: S) {
  return Type.Object({
    content: Type.Array(item),
    page: Type.Integer(),
    size: Type.Integer(),
    totalElements: Type.Integer(),
    totalPages: Type.Integer(),
  });
}

/** An id in a path: printable, bounded, no slashes. */
export const IdString = Type.String({
  minLength: 1,
  maxLength: 128,
  pattern: '^[A-Za-z0-9._:-]+$',
});
