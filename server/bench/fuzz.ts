/**
 * Long fuzz run of every collector endpoint and every JSON route of the API (the guard suite in test/server/fuzz
 * runs the same properties with 200 cases per endpoint): generated hostile bodies against an in-process server
 * with a fresh database in a temp dir on 127.0.0.1. Prints, per endpoint, the answers by status and the latency
 * figures; fails (exit code 1) on any 5xx, hang, leaking error answer or Object.prototype change.
 * FUZZ_RUNS (default 2000) cases per endpoint, FUZZ_SEED (default 20240501), FUZZ_ONLY (substring of the routes),
 * FUZZ_CONCURRENCY (default 3) endpoints fuzzed at a time where sessions allow it.
 * Run: npm run fuzz
 */
import os from 'node:os';
import type { TargetFigures } from '../../test/server/fuzz/fuzzRun';
import { fuzzAll, startFuzzSession, type FuzzReport } from '../../test/server/fuzz/fuzzSession';

const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);
const SEED = Number(process.env.FUZZ_SEED ?? 20_240_501);
const ONLY = process.env.FUZZ_ONLY ?? '';
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 3);

function statusSummary(statuses: Record<string, number>): string {
  return Object.entries(statuses).sort(([a], [b]) => Number(a) - Number(b)).map(([status, n]) => `${status}×${n}`).join(' ');
}

function row(f: TargetFigures): string {
  return `| ${f.target} | ${f.requests} | ${statusSummary(f.statuses)} | ${f.p50Ms} / ${f.p99Ms} / ${f.maxMs} |`;
}

async function main(): Promise<void> {
  const load = os.loadavg()[0].toFixed(1);
  const session = await startFuzzSession();
  const cpuStart = process.cpuUsage();
  const started = Date.now();
  let report: FuzzReport;
  try {
    const targets = session.targets.filter((t) => t.route.includes(ONLY));
    report = await fuzzAll(session, targets, { numRuns: RUNS, seed: SEED, timeoutMs: 15_000, concurrency: CONCURRENCY });
  } finally {
    await session.server.close();
  }
  const { figures, failures } = report;
  const cpu = process.cpuUsage(cpuStart);
  const total = figures.reduce((n, f) => n + f.requests, 0);
  const fiveHundreds = figures.reduce((n, f) => n + Object.entries(f.statuses).filter(([s]) => Number(s) >= 500).reduce((m, [, c]) => m + c, 0), 0);
  console.info(`Fuzz run: seed ${SEED}, ${RUNS} cases per endpoint, ${figures.length + failures.length} endpoints (${CONCURRENCY} at a time), load average ${load} at start / ${os.loadavg()[0].toFixed(1)} at end`);
  console.info('');
  console.info('| endpoint | requests | answers by status | latency p50 / p99 / max (ms) |');
  console.info('|---|---:|---|---:|');
  for (const f of figures) console.info(row(f));
  console.info('');
  console.info(`Total: ${total} requests in ${((Date.now() - started) / 1000).toFixed(1)} s (process CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s, server in process); 5xx: ${fiveHundreds}; failures: ${failures.length}`);
  const families: Record<string, number> = {};
  for (const f of figures) for (const [family, n] of Object.entries(f.families)) families[family] = (families[family] ?? 0) + n;
  console.info(`Bodies by family: ${Object.entries(families).map(([family, n]) => `${family} ${n}`).join(', ')}`);
  for (const failure of failures) console.error(`FAIL ${failure}`);
  process.exitCode = failures.length > 0 ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
