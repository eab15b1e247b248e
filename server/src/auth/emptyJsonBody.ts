import type { FastifyInstance } from 'fastify';

/**
 * Lets calls that carry no payload (logout, refresh, onboard, deletes) send `Content-Type: application/json` with an
 * empty body, as browser clients often do. Non-empty bodies still go through Fastify's own JSON parser, with its
 * prototype-poisoning protection. Applies to the calling plugin's scope only.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') {
      done(null, undefined);
      return;
    }
    parse(request, text, done);
  });
}
