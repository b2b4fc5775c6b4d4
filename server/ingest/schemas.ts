import { Type } from 'typebox';
import type { AssetImportRequest, ImportFolders } from '../../src/core/api/contract';
import { matches } from '../http/schema';

export const UploadParams = Type.Object({ uploadId: Type.String({ pattern: '^[a-f0-9]{32}$' }) });

export const AssetImportBody = matches<AssetImportRequest>()(
  Type.Object(
    {
      url: Type.String({ minLength: 8, maxLength: 2000 }),
      title: Type.Optional(Type.String({ maxLength: 200 })),
      matchDate: Type.Optional(Type.String({ format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
    },
    { additionalProperties: false },
  ),
);

export const AssetIdSchema = Type.Object({ id: Type.String() });

export const ImportFoldersSchema = matches<ImportFolders>()(
  Type.Object({ folders: Type.Array(Type.String()) }),
);
