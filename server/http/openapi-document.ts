import { ErrorSchema } from './schema';

interface Parameter {
  name: string;
  in: string;
  schema?: unknown;
  description?: string;
  required?: boolean;
  style?: string;
  explode?: boolean;
}

interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  responses?: Record<string, unknown>;
  [key: string]: unknown;
}

interface OpenApiDocument {
  paths?: Record<string, Record<string, Operation>>;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** The wildcard of a route (`/media/*`) as a named path parameter. */
const WILDCARD = 'path';

/**
 * An operation's id from its method and path, for the clients integrators generate:
 * `GET /asset/v3/asset/{id}/media/{path}` is `getAssetV3AssetByIdMediaByPath`.
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^\{(.+)\}$/.exec(segment)?.[1];
      const parts = (param ?? segment).split(/[^A-Za-z0-9]+/).filter(Boolean);
      return param ? ['by', ...parts] : parts;
    });
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

/** A query object's other names (`{type}={value}`), as one free-form parameter. */
function queryParameters(parameters: Parameter[]): Parameter[] {
  return parameters.flatMap((p): Parameter[] => {
    if (p.in !== 'query') return [p];
    // What @fastify/swagger makes of a record's key schema: nothing a client can send.
    if (typeof p.schema !== 'object') return [];
    if (p.name !== 'additionalProperties') return [p];
    return [
      {
        name: 'other',
        in: 'query',
        style: 'form',
        explode: true,
        description: 'Any further query parameters, each name=value, as the operation describes.',
        schema: { type: 'object', additionalProperties: p.schema },
      },
    ];
  });
}

function polishedOperation(method: string, path: string, operation: Operation): Operation {
  const inPath = new Set([...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!));
  const parameters = queryParameters(operation.parameters ?? [])
    .map((p) =>
      p.in === 'path' && p.name === '*'
        ? { ...p, name: WILDCARD, description: 'The file’s path under the resource.' }
        : p,
    )
    .filter((p) => p.in !== 'path' || inPath.has(p.name));
  const responses = operation.responses ?? {};
  const refuses = Object.keys(responses).some((code) => code.startsWith('4'));
  return {
    ...operation,
    operationId: operation.operationId ?? operationIdOf(method, path),
    ...(operation.parameters ? { parameters } : {}),
    responses: refuses
      ? responses
      : {
          ...responses,
          '4XX': {
            description: 'Refused: what was wrong, in the platform’s error body.',
            content: { 'application/json': { schema: ErrorSchema } },
          },
        },
  };
}

/**
 * The document as @fastify/swagger makes it, made what integrators' tools accept (Redocly's
 * recommended rules): an id for every operation, a 4xx answer on each, a route's wildcard as a
 * named parameter, no path parameter its path lacks (routes sharing a schema), and a query
 * record's free names as one parameter.
 */
export function polishedDocument<D extends object>(document: D): D {
  const paths: NonNullable<OpenApiDocument['paths']> = {};
  for (const [rawPath, item] of Object.entries((document as OpenApiDocument).paths ?? {})) {
    const path = rawPath.replace('{*}', `{${WILDCARD}}`);
    paths[path] = Object.fromEntries(
      Object.entries(item).map(([key, value]) => [
        key,
        METHODS.has(key) ? polishedOperation(key, path, value) : value,
      ]),
    );
  }
  return { ...document, paths };
}
