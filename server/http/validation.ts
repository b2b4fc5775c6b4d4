import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

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
 * Two validators: JSON bodies are taken as sent (a number is not a string), while query
 * strings, params and headers, which are text on the wire, are coerced to their types.
 */
export function validatorCompiler(): FastifySchemaCompiler<unknown> {
  const strict = withFormats({ ...common, coerceTypes: false });
  const coercing = withFormats({ ...common, coerceTypes: 'array' });
  return ({ schema, httpPart }) =>
    (httpPart === 'body' ? strict : coercing).compile(schema as object) as ReturnType<
      FastifySchemaCompiler<unknown>
    >;
}
