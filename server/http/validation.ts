import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';

const common: Options = {
  // Unknown fields are refused (schemas say additionalProperties: false), never dropped.
  removeAdditional: false,
  useDefaults: true,
  allErrors: false,
  strict: false,
};

function withFormats(options: Options): Ajv {
  const ajv = new Ajv(options);
  addFormats(ajv);
  return ajv;
}

/**
 * The process's two validators, made once. Ajv keeps what it compiled by schema, so a second
 * server in the same process (a test file's, a cluster's in one process) reuses the routes'
 * validators rather than compiling them again: a quarter of a server's start.
 */
let validators: { strict: Ajv; coercing: Ajv } | undefined;

/**
 * Two validators: JSON bodies are taken as sent (a number is not a string), while query
 * strings, params and headers, which are text on the wire, are coerced to their types.
 */
export function validatorCompiler(): FastifySchemaCompiler<unknown> {
  validators ??= {
    strict: withFormats({ ...common, coerceTypes: false }),
    coercing: withFormats({ ...common, coerceTypes: 'array' }),
  };
  const { strict, coercing } = validators;
  return ({ schema, httpPart }) =>
    (httpPart === 'body' ? strict : coercing).compile(schema as object) as ReturnType<
      FastifySchemaCompiler<unknown>
    >;
}

const serializers = new WeakMap<object, (data: unknown) => string>();

/**
 * Fastify's own response serializer (fast-json-stringify, no shared schemas), kept by schema
 * for the process as the validators are.
 */
export function serializerCompiler(): FastifySerializerCompiler<unknown> {
  return ({ schema }) => {
    const key = schema as object;
    let serialize = serializers.get(key);
    if (!serialize) {
      serialize = fastJsonStringify(key) as (data: unknown) => string;
      serializers.set(key, serialize);
    }
    return serialize;
  };
}
