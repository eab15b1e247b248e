import type { FastifyPluginAsync } from 'fastify';
import type { AreaOptions } from '../context';
import { accessTokenRoutes } from '../tokens/routes';
import { appsRoutes } from './appsRoutes';
import { configRoutes } from './configRoutes';
import { organizationsRoutes } from './organizationsRoutes';
import { rolesRoutes } from './rolesRoutes';
import { acceptEmptyJsonBodies } from '../auth/emptyJsonBody';

/** Everything under /api/portal owned by the organizations area: orgs, apps, configs, roles, tokens, URL encoder. */
export const portalRoutes: FastifyPluginAsync<AreaOptions> = async (app, { ctx }) => {
  // Only ctx is passed on: the prefix of this plugin must not be applied twice.
  const opts = { ctx };
  acceptEmptyJsonBodies(app);
  await app.register(organizationsRoutes, opts);
  await app.register(appsRoutes, opts);
  await app.register(configRoutes, opts);
  await app.register(rolesRoutes, opts);
  await app.register(accessTokenRoutes, opts);
};
