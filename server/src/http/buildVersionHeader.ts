import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { readBuildId } from '../web/buildId';

/** Response header naming the web build the server serves; the SPA compares it with its own build id. */
export const BUILD_VERSION_HEADER = 'x-build-version';

/** Options of the build version header plugin. */
export interface BuildVersionOptions {
  /** Folder of the built SPA, holding build-id.txt. */
  distDir: string;
}

/**
 * Adds `x-build-version: <build id>` to every /api/* response, errors included. The id is read once at start:
 * a new build is served by a restarted server (`npm start` builds before it starts the server).
 */
export const buildVersionHeader = fp(async (app: FastifyInstance, options: BuildVersionOptions) => {
  const buildId = readBuildId(options.distDir);
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/')) reply.header(BUILD_VERSION_HEADER, buildId);
    return payload;
  });
});
