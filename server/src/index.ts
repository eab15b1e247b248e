// First: sizes the thread pool before any module uses it.
import './threadPool';
import { buildApp } from './app';
import { createContext } from './bootstrap';
import { loadConfig } from './config';
import { startDemoSeeding } from './demo/backgroundSeeding';
import { startRetentionJob } from './retention/retentionJob';
import { SHUTDOWN_DEADLINE_MS, shutDown } from './shutdown';

/** Starts the platform server: database, migrations, demo data, API, collector and SPA on one port. */
async function main(): Promise<void> {
  const config = loadConfig();
  const ctx = await createContext(config);
  const app = await buildApp(ctx);
  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.info(`Apiscope is running at http://${shown}:${config.port}`);
  // Demo data is written after listen, in chunks, so the API answers at once while seeding runs (first start only).
  const demoSeeding = config.seedDemo ? startDemoSeeding(ctx) : null;
  // Deletes events older than each organization's retention period: once shortly after start-up, then hourly.
  const retention = startRetentionJob(ctx);

  let stopping = false;
  const stop = (signal: string) => {
    // A terminal's Ctrl-C reaches both `npm start` and this process, which forwards it: one shutdown only. The
    // deadline bounds it anyway.
    if (stopping) return;
    stopping = true;
    console.info(`${signal} received: finishing in-flight requests (at most ${SHUTDOWN_DEADLINE_MS / 1000} s)`);
    void retention.stop().then(() => shutDown({ app, ctx, demoSeeding, exit: (code) => process.exit(code) }));
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error) => {
  console.error('Apiscope failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
