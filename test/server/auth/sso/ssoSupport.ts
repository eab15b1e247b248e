import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import type { OidcProviderConfig } from '../../../../server/src/auth/sso/ssoConfig';
import { startTestServer, type TestServer } from '../../support/testServer';

/** The provider as the Apiscope server is configured with it. */
export const ACME: Omit<OidcProviderConfig, 'issuer'> = { id: 'acme', name: 'Acme SSO', clientId: 'apiscope-test', clientSecret: 'a-test-client-secret-of-some-length' };

const PROVIDER_SCRIPT = path.resolve(__dirname, '../../../e2e/oidcProvider.mjs');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    }).on('error', reject);
  });
}

/** Starts test/e2e/oidcProvider.mjs as a child process (it is an ES module with ESM-only dependencies). */
function startProvider(port: number, redirectUri: string): Promise<{ child: ChildProcess; issuer: string }> {
  const options = JSON.stringify({ port, redirectUris: [redirectUri], clientId: ACME.clientId, clientSecret: ACME.clientSecret });
  const child = spawn(process.execPath, [PROVIDER_SCRIPT, options], { stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let output = '';
    let errors = '';
    child.stderr?.on('data', (chunk) => { errors += String(chunk); });
    child.stdout?.on('data', (chunk) => {
      output += String(chunk);
      if (output.includes('\n')) resolve({ child, issuer: (JSON.parse(output.split('\n')[0]) as { issuer: string }).issuer });
    });
    child.once('exit', (code) => reject(new Error(`the OpenID provider stopped (${code}): ${errors}`)));
  });
}

/** An Apiscope test server configured with a real OpenID provider on loopback. */
export interface SsoFixture {
  server: TestServer;
  issuer: string;
}

/**
 * Registers hooks that start the provider and a test server using it. The server learns its port only once it
 * listens, so the redirect base URL is set on its configuration right after (the SSO routes read it per request)
 * and the provider is started with that redirect URI.
 */
export function useSsoServer(): SsoFixture {
  const fixture = { server: {} as TestServer, issuer: '' };
  let child: ChildProcess | undefined;
  beforeAll(async () => {
    const port = await freePort();
    fixture.issuer = `http://127.0.0.1:${port}`;
    Object.assign(fixture.server, await startTestServer({ sso: { providers: [{ ...ACME, issuer: fixture.issuer }], redirectBaseUrl: null } }));
    fixture.server.ctx.config.sso.redirectBaseUrl = fixture.server.baseUrl;
    const started = await startProvider(port, `${fixture.server.baseUrl}/api/auth/sso/acme/callback`);
    child = started.child;
  });
  afterAll(async () => {
    child?.kill('SIGTERM');
    await fixture.server.close?.();
  });
  return fixture;
}
