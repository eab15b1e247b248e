// `npm run build:server`: bundles the platform server (server/src/index.ts and the SPA data it imports) into one
// CommonJS file, build/server/index.js, run with plain `node`. Packages in node_modules stay external (required at
// run time); TypeScript is only stripped here, type-checking is `npm run typecheck`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where the compiled server is written (git-ignored). */
export const serverBundle = path.join(root, 'build', 'server', 'index.js');

/**
 * Entry points beside the server's: worker threads it starts from a file next to its own (the collector's
 * normalising threads, server/src/collector/normaliseThreads.ts).
 */
const workerEntries = { normaliseWorker: 'server/src/collector/normaliseWorker.ts' };

/** Builds the server bundle and its worker files; resolves once they are written. Takes about a second. */
export async function buildServer() {
  await build({
    absWorkingDir: root,
    entryPoints: { index: 'server/src/index.ts', ...workerEntries },
    outdir: path.dirname(serverBundle),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    packages: 'external',
    tsconfig: 'tsconfig.json',
    sourcemap: true,
    logLevel: 'warning',
  });
  return serverBundle;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  buildServer().then(
    (file) => console.info(`Server built: ${path.relative(root, file)} (${Date.now() - started} ms)`),
    (error) => { console.error(error instanceof Error ? error.message : error); process.exit(1); },
  );
}
