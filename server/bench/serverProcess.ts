import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The platform server running as its own process (tsx entry point) on loopback, with a fresh database. */
export interface ServerProcess {
  baseUrl: string;
  /** Process id of the spawned command (tsx may run the server in a child of it). */
  pid: number;
  /** CPU seconds (user + system) used so far by the spawned process and its descendants. */
  cpuSeconds(): number;
  /** Sends SIGTERM and resolves with the exit code (null if killed by a signal) once the process has exited. */
  stop(timeoutMs?: number): Promise<number | null>;
}

const CLOCK_TICKS_PER_SECOND = 100;

/** A port nobody listens on right now (the OS picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The process and all its descendants, read from /proc (Linux). */
function processTree(pid: number): number[] {
  const out = [pid];
  for (let i = 0; i < out.length; i++) {
    const tasks = `/proc/${out[i]}/task`;
    if (!fs.existsSync(tasks)) continue;
    for (const task of fs.readdirSync(tasks)) {
      const children = fs.readFileSync(`${tasks}/${task}/children`, 'utf8').trim();
      if (children) out.push(...children.split(/\s+/).map(Number));
    }
  }
  return out;
}

/** utime + stime of one process in seconds (fields 14 and 15 of /proc/<pid>/stat, after the command name). */
function processCpuSeconds(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before answering /health`);
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not answer /health within ${timeoutMs} ms`);
}

/**
 * Spawns `tsx server/src/index.ts` with a temp DATA_DIR, no demo data and warn-level logs on a free port, and waits
 * for /health. `nodeOptions` are passed to Node (e.g. --cpu-prof for a profile of the server), `env` to the server
 * (e.g. CLICKHOUSE_URL).
 */
export async function startServerProcess(nodeOptions: string[] = [], env: Record<string, string> = {}): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'apiscope-bench-'));
  const port = await freePort();
  const child = spawn(path.resolve('node_modules/.bin/tsx'), [...nodeOptions, 'server/src/index.ts'], {
    env: { ...process.env, ...env, DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child, 60_000);
  } catch (error) {
    child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const pid = child.pid as number;
  return {
    baseUrl,
    pid,
    cpuSeconds() {
      return processTree(pid).reduce((sum, p) => sum + processCpuSeconds(p), 0);
    },
    async stop(timeoutMs = 30_000) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      const code = await exited;
      clearTimeout(timer);
      fs.rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
