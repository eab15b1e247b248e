import { http, startTestServer, type TestServer } from '../support/testServer';
import { signUpWithApp, type SignedUpUserWithApp } from '../support/factories';
import { checkAfterRun, fuzzEndpoint, prototypeSnapshot, type FuzzOptions, type TargetFigures } from './fuzzRun';
import { fuzzTargets, type FuzzTarget } from './fuzzTargets';

/** A server with a signed-up user whose credentials get the fuzzed requests past authentication. */
export interface FuzzSession {
  server: TestServer;
  user: SignedUpUserWithApp;
  targets: FuzzTarget[];
  /** Credentials for a target: the collector token, or a fresh session (an earlier route may have ended the last one). */
  authFor(target: FuzzTarget): Promise<Record<string, string>>;
}

/** What a fuzz run found. */
export interface FuzzReport {
  figures: TargetFigures[];
  /** One line per endpoint that broke a property, with fast-check's failing case. */
  failures: string[];
}

/** Starts a fresh server (temp DuckDB), signs up a user with a collector token and lists the endpoints to fuzz. */
export async function startFuzzSession(): Promise<FuzzSession> {
  const server = await startTestServer();
  const user = await signUpWithApp(server.baseUrl);
  const targets = fuzzTargets(server.app, user);
  return {
    server,
    user,
    targets,
    async authFor(target): Promise<Record<string, string>> {
      if (target.area === 'collector') return { 'x-moesif-application-id': user.collectorToken };
      const login = await http(server.baseUrl, 'POST', '/api/auth/login', { body: { email: user.email, password: user.password } });
      return { authorization: `Bearer ${login.status === 200 ? login.body.id_token : user.token}` };
    },
  };
}

/**
 * Fuzzes `targets` phase by phase: `concurrency` endpoints at a time in phases 0 and 1 (the server waits on its
 * commits much of the time), one at a time afterwards. After each endpoint, Object.prototype must be untouched
 * and /health must answer 200.
 */
export async function fuzzAll(session: FuzzSession, targets: FuzzTarget[], options: FuzzOptions & { concurrency: number }): Promise<FuzzReport> {
  const before = prototypeSnapshot();
  const report: FuzzReport = { figures: [], failures: [] };
  const fuzzOne = async (target: FuzzTarget) => {
    try {
      report.figures.push(await fuzzEndpoint(session.server.baseUrl, target, await session.authFor(target), options));
      await checkAfterRun(session.server.baseUrl, before);
    } catch (error) {
      report.failures.push(`${target.method} ${target.route}: ${(error as Error).message}`);
    }
  };
  for (const phase of [...new Set(targets.map((t) => t.phase))].sort((a, b) => a - b)) {
    const queue = targets.filter((t) => t.phase === phase);
    const workers = phase <= 1 ? options.concurrency : 1;
    await Promise.all(Array.from({ length: workers }, async () => {
      for (let target = queue.shift(); target; target = queue.shift()) await fuzzOne(target);
    }));
  }
  const order = new Map(targets.map((t, i) => [`${t.method} ${t.route}`, i]));
  report.figures.sort((a, b) => (order.get(a.target) ?? 0) - (order.get(b.target) ?? 0));
  return report;
}
