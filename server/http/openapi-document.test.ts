import { describe, expect, it } from 'vitest';
import { operationIdOf, polishedDocument } from './openapi-document';

interface Op {
  operationId?: string;
  parameters?: Array<{ name: string }>;
  responses?: Record<string, unknown>;
}

describe('the OpenAPI document as tools accept it', () => {
  it('names each operation by its method and path', () => {
    expect(operationIdOf('GET', '/asset/v3/asset/{id}/media/{path}')).toBe(
      'getAssetV3AssetByIdMediaByPath',
    );
    expect(operationIdOf('post', '/middleware/publication/{tenantId}/export/{exportAs}')).toBe(
      'postMiddlewarePublicationByTenantIdExportByExportAs',
    );
    expect(operationIdOf('delete', '/asset/v3/upload/{uploadId}')).toBe(
      'deleteAssetV3UploadByUploadId',
    );
  });

  it('names a wildcard, drops path parameters a path lacks, and documents a refusal', () => {
    const polished = polishedDocument<object>({
      info: { title: 't', version: '1' },
      paths: {
        '/media/{id}/{*}': {
          get: {
            parameters: [
              { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
              { name: '*', in: 'path', required: true, schema: { type: 'string' } },
            ],
            responses: { 200: { description: 'ok' } },
          },
        },
        '/files/{index}': {
          summary: 'not an operation',
          get: {
            operationId: 'ownName',
            parameters: [
              { name: 'index', in: 'path', required: true, schema: { type: 'string' } },
              { name: 'name', in: 'path', required: true, schema: { type: 'string' } },
              { name: 'type', in: 'query', schema: 'object' },
              { name: 'additionalProperties', in: 'query', schema: { type: 'string' } },
            ],
            responses: { 200: { description: 'ok' }, 404: { description: 'none' } },
          },
        },
      },
    }) as { paths: Record<string, Record<string, Op> & { summary?: string }> };
    const media = polished.paths['/media/{id}/{path}']!.get!;
    expect(media.operationId).toBe('getMediaByIdByPath');
    expect(media.parameters!.map((p) => p.name)).toEqual(['id', 'path']);
    expect(Object.keys(media.responses!)).toEqual(['200', '4XX']);
    const files = polished.paths['/files/{index}']!;
    expect(files.summary).toBe('not an operation');
    expect(files.get!.operationId).toBe('ownName');
    expect(files.get!.parameters).toEqual([
      { name: 'index', in: 'path', required: true, schema: { type: 'string' } },
      expect.objectContaining({
        name: 'other',
        in: 'query',
        style: 'form',
        explode: true,
        schema: { type: 'object', additionalProperties: { type: 'string' } },
      }),
    ]);
    expect(Object.keys(files.get!.responses!)).toEqual(['200', '404']);
  });
});
