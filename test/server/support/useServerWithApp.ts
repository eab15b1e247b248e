import type { ServerConfig } from '../../../server/src/config';
import { signUpWithApp, type SignedUpUserWithApp } from './factories';
import { http, startTestServer, type TestServer } from './testServer';

/** Options of useServerWithApp. */
export interface UseServerWithAppOptions {
  /** Headers every collector call sends besides the app's token (an SDK's `x-moesif-sdk`, a content type). */
  collectorHeaders?: Record<string, string>;
  /** Server configuration overrides passed to startTestServer. */
  config?: Partial<ServerConfig>;
}

/**
 * The server, one user with their organization's first app, and the collector headers of one describe block. The
 * objects exist from the start (so they can be destructured at describe level) and are filled in by the block's
 * beforeAll: read them only inside tests and hooks.
 */
export interface ServerWithAppFixture {
  server: TestServer;
  /** Signed up once the server runs; their app's collector token is in `headers`. */
  user: SignedUpUserWithApp;
  /** `x-moesif-application-id` with the app's collector token, and the `collectorHeaders` asked for. */
  headers: Record<string, string>;
  /** POSTs `body` to `/collector/v1{path}` with `headers` (and `extra` on top). */
  postCollector(path: string, body: unknown, extra?: Record<string, string>): ReturnType<typeof http>;
}

/**
 * Registers a beforeAll that starts a fresh server (empty database) and signs up a user with an app, and an
 * afterAll that closes the server. Hooks the caller registers afterwards run once this setup is done.
 */
export function useServerWithApp(options: UseServerWithAppOptions = {}): ServerWithAppFixture {
  const server = {} as TestServer;
  const user = {} as SignedUpUserWithApp;
  const headers: Record<string, string> = {};
  let started = false;
  beforeAll(async () => {
    Object.assign(server, await startTestServer(options.config));
    started = true;
    Object.assign(user, await signUpWithApp(server.baseUrl));
    Object.assign(headers, { 'x-moesif-application-id': user.collectorToken, ...options.collectorHeaders });
  });
  afterAll(async () => {
    if (started) await server.close();
  });
  const postCollector = (path: string, body: unknown, extra: Record<string, string> = {}) =>
    http(server.baseUrl, 'POST', `/collector/v1${path}`, { body, headers: { ...headers, ...extra } });
  return { server, user, headers, postCollector };
}
