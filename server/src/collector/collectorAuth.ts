import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Tenant } from '../events/types';
import { HttpError } from '../http/errors';
import { findApp, type AppRow } from '../portal/appsRepository';
import { verifyAppToken } from '../tokens/appToken';
import { verifyTokenKey } from '../tokens/keyVerification';

/** Scope a collector token needs to write events. */
export const COLLECTOR_SCOPE = 'create:events';

/** The app an ingestion request writes to. */
export interface CollectorCaller extends Tenant {
  app: AppRow;
}

/**
 * Resolves `X-Moesif-Application-Id` to an existing app: the token must be a valid, unexpired collector token
 * with create:events whose recorded key is live (checked through the key cache), and its app must still exist.
 * Anything else is a 401 with a message saying which.
 */
export async function resolveCollectorCaller(request: FastifyRequest, ctx: AppContext): Promise<CollectorCaller> {
  const header = request.headers['x-moesif-application-id'];
  const token = Array.isArray(header) ? header[0] : header;
  if (!token) throw new HttpError(401, 'Missing X-Moesif-Application-Id header: send your collector application id');
  const claims = verifyAppToken(ctx.secret, token.trim());
  if (!claims) throw new HttpError(401, 'Invalid or expired X-Moesif-Application-Id: get a new collector application id for this app');
  if (claims.kind !== 'collector' || !claims.scopes.includes(COLLECTOR_SCOPE)) {
    throw new HttpError(401, `X-Moesif-Application-Id is not a collector token with the ${COLLECTOR_SCOPE} scope`);
  }
  await verifyTokenKey(ctx.metadata, claims);
  const app = await findApp(ctx.metadata, claims.org, claims.app);
  if (!app) throw new HttpError(401, 'The app of this X-Moesif-Application-Id no longer exists');
  return { orgId: claims.org, appId: claims.app, app };
}
