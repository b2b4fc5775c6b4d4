import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies as Fastify parses them (prototype-poisoning safe), except that an empty body
 * sent with `Content-Type: application/json` means "no body" rather than an error: many
 * clients send that header on every POST.
 */
export function installJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    void parseJson(request, text, done);
  });
}

/**
 * For routes whose body is a raw token: a body that is not JSON is taken as the raw text,
 * whatever content type the client labelled it with.
 */
export function installRawTokenParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body).trim();
    if (text === '') return done(null, undefined);
    void parseJson(request, text, (error, value) => done(null, error ? text : value));
  });
}
