import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import type { OidcProviderConfig } from '../../../../server/src/auth/sso/ssoConfig';
import type { ServerConfig } from '../../../../server/src/config';
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

/** A loopback issuer URL on a free port, for a provider started later with startSsoProvider. */
export async function reserveIssuer(): Promise<string> {
  return `http://127.0.0.1:${await freePort()}`;
}

/** Server configuration using the provider at `issuer` (each server gets its own copy: the redirect base is set later). */
export function ssoSettings(issuer: string): Pick<ServerConfig, 'sso'> {
  return { sso: { providers: [{ ...ACME, issuer }], redirectBaseUrl: null } };
}

/**
 * Starts the provider at `issuer` for a running server. The server learns its port only once it listens, so the
 * redirect base URL is set on its configuration now (the SSO routes read it per request) and the provider is
 * started with that redirect URI.
 */
export async function startSsoProvider(server: TestServer, issuer: string): Promise<ChildProcess> {
  server.ctx.config.sso.redirectBaseUrl = server.baseUrl;
  return (await startProvider(Number(new URL(issuer).port), `${server.baseUrl}/api/auth/sso/acme/callback`)).child;
}

/** Registers hooks that start the provider and a test server using it. */
export function useSsoServer(): SsoFixture {
  const fixture = { server: {} as TestServer, issuer: '' };
  let child: ChildProcess | undefined;
  beforeAll(async () => {
    fixture.issuer = await reserveIssuer();
    Object.assign(fixture.server, await startTestServer(ssoSettings(fixture.issuer)));
    child = await startSsoProvider(fixture.server, fixture.issuer);
  });
  afterAll(async () => {
    child?.kill('SIGTERM');
    await fixture.server.close?.();
  });
  return fixture;
}
