import { Type } from 'typebox';
import {
  EXPORT_JOB_STATUSES,
  LIMITS,
  type ExportFile,
  type ExportPreview,
  type ExportPreviewRequest,
  type ExportRequest,
  type ExportStarted,
  type ExportStatusItem,
  type ExportStatusPage,
} from '../../src/core/api/contract';
import { matches } from '../http/schema';
import { ASPECTS } from '../../src/core/api/contract/framing';

export const TenantParams = Type.Object({ tenantId: Type.String({ minLength: 1, maxLength: 64 }) });

export const ExportAsParams = Type.Object({
  tenantId: Type.String({ minLength: 1, maxLength: 64 }),
  exportAs: Type.String({ pattern: '^[a-z0-9-]{1,40}$' }),
});

export const ExportParams = Type.Object({
  tenantId: Type.String({ minLength: 1, maxLength: 64 }),
  id: Type.String({ format: 'uuid' }),
});

export const ExportFileParams = Type.Object({
  tenantId: Type.String({ minLength: 1, maxLength: 64 }),
  id: Type.String({ format: 'uuid' }),
  index: Type.Integer({ minimum: 0, maximum: 20 }),
  /** The file's name, for tools that go by a link's extension; it must be the file's. */
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
});

export const SignedQuery = Type.Object({
  tenant: Type.Optional(Type.String({ maxLength: 64 })),
  exp: Type.Optional(Type.Integer({ minimum: 0 })),
  sig: Type.Optional(Type.String({ maxLength: 128 })),
});

export const ExportPreviewBody = matches<ExportPreviewRequest>()(
  Type.Object(
    {
      playlistId: Type.String({ format: 'uuid' }),
      aspect: Type.Optional(Type.Enum([...ASPECTS])),
      captions: Type.Optional(Type.Boolean()),
      item: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
    },
    { additionalProperties: false },
  ),
);

export const ExportPreviewSchema = matches<ExportPreview>()(
  Type.Object({
    image: Type.String(),
    item: Type.Integer(),
    name: Type.String(),
    caption: Type.Union([Type.String(), Type.Null()]),
    aspect: Type.Enum([...ASPECTS]),
  }),
);

export const ExportBody = matches<ExportRequest>()(
  Type.Object(
    {
      playlistId: Type.String({ format: 'uuid' }),
      fileName: Type.Optional(Type.String({ maxLength: LIMITS.exportFileNameLength })),
      outputType: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
      recipient: Type.Optional(Type.String({ minLength: 1, maxLength: 254 })),
      notes: Type.Optional(Type.String({ maxLength: LIMITS.exportNotesLength })),
      aspect: Type.Optional(Type.Enum([...ASPECTS])),
      captions: Type.Optional(Type.Boolean()),
    },
    { additionalProperties: false },
  ),
);

export const StatusQuery = Type.Object({
  category: Type.Optional(Type.String({ maxLength: 64 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: LIMITS.exportStatusLimit })),
  host: Type.Optional(Type.String({ maxLength: 253 })),
  email: Type.Optional(Type.String({ maxLength: 254 })),
  after: Type.Optional(Type.String({ maxLength: 200 })),
});

const FileSchema = matches<ExportFile>()(
  Type.Object({ name: Type.String(), url: Type.String(), size: Type.Integer() }),
);

export const ExportItemSchema = matches<ExportStatusItem>()(
  Type.Object({
    id: Type.String(),
    category: Type.String(),
    status: Type.Enum([...EXPORT_JOB_STATUSES]),
    progress: Type.Integer(),
    fileName: Type.String(),
    duration: Type.Number(),
    createdAt: Type.String(),
    expiryDate: Type.Union([Type.String(), Type.Null()]),
    downloadURL: Type.Union([Type.String(), Type.Null()]),
    files: Type.Array(FileSchema),
    deliveredTo: Type.Union([Type.String(), Type.Null()]),
    reason: Type.Union([Type.String(), Type.Null()]),
    collection: Type.Object({ id: Type.String(), title: Type.String() }),
    email: Type.String(),
  }),
);

export const ExportStartedSchema = matches<ExportStarted>()(
  Type.Object({
    ...ExportItemSchema.properties,
    handoff: Type.Optional(
      Type.Object({
        action: Type.String(),
        fields: Type.Object({ payload: Type.String(), signature: Type.String() }),
      }),
    ),
    rightsNotice: Type.Optional(Type.String()),
  }),
);

export const ExportPageSchema = matches<ExportStatusPage>()(
  Type.Object({
    results: Type.Array(ExportItemSchema),
    links: Type.Object({ next: Type.Union([Type.String(), Type.Null()]) }),
  }),
);
