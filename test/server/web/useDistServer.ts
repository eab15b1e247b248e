import fs from 'node:fs';
import type { ServerConfig } from '../../../server/src/config';
import { useTestServer } from '../support/useTestServer';
import type { TestServer } from '../support/testServer';
import { createDistFixture } from './distFixture';

/** A server of one describe block serving a throwaway dist/ folder. */
export interface DistServerFixture {
  server: TestServer;
  /** The dist/ folder the server serves (tests may add or change files in it). */
  distDir: string;
}

/**
 * Creates a dist/ fixture, starts a server on it for the describe block (useTestServer) and removes the folder
 * afterwards. `withIndex: false` leaves out index.html, as before the first build.
 */
export function useDistServer(options: { withIndex?: boolean; config?: Partial<ServerConfig> } = {}): DistServerFixture {
  const distDir = createDistFixture({ withIndex: options.withIndex });
  const { server } = useTestServer({ config: { ...options.config, distDir } });
  afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));
  return { server, distDir };
}
