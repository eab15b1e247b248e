import type { ServerConfig } from '../../../server/src/config';
import { signUp, type SignedUpUser } from './factories';
import { startTestServer, type TestServer } from './testServer';

/** Options of useTestServer. */
export interface UseTestServerOptions {
  /** How many users to sign up (one after the other) once the server runs; none by default. */
  users?: number;
  /** Server configuration overrides passed to startTestServer. */
  config?: Partial<ServerConfig>;
}

/**
 * The server and users of one describe block. The objects exist from the start (so they can be destructured at
 * describe level) and are filled in by the block's beforeAll: read them only inside tests and hooks.
 */
export interface TestServerFixture {
  server: TestServer;
  /** Signed-up users, in sign-up order; each has its own organization and first app. */
  users: SignedUpUser[];
}

/**
 * Registers a beforeAll that starts a fresh server (empty database) and signs up `options.users` users, and an
 * afterAll that closes the server. Hooks the caller registers afterwards run once this setup is done.
 */
export function useTestServer(options: UseTestServerOptions = {}): TestServerFixture {
  const server = {} as TestServer;
  const users = Array.from({ length: options.users ?? 0 }, () => ({}) as SignedUpUser);
  let started = false;
  beforeAll(async () => {
    Object.assign(server, await startTestServer(options.config));
    started = true;
    for (const user of users) Object.assign(user, await signUp(server.baseUrl));
  });
  afterAll(async () => {
    if (started) await server.close();
  });
  return { server, users };
}
