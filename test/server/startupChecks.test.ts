import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createContext } from '../../server/src/bootstrap';
import { loadConfig } from '../../server/src/config';
import { parseTrustProxy } from '../../server/src/http/trustProxy';
import { loadSecret } from '../../server/src/lib/secret';
import { embeddedDb } from './support/testServer';

describe('start-up checks', () => {
  let dataDir: string;
  beforeEach(() => { dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'apiscope-startup-')); });
  afterEach(() => { fs.rmSync(dataDir, { recursive: true, force: true }); });

  it('refuses an APISCOPE_SECRET shorter than 32 bytes before opening the database', async () => {
    const previous = process.env.APISCOPE_SECRET;
    process.env.APISCOPE_SECRET = 'too-short-secret';
    try {
      await expect(createContext(loadConfig({}, { dataDir, logLevel: 'silent', seedDemo: false }))).rejects.toThrow(
        'APISCOPE_SECRET is 16 bytes long; it must be at least 32 bytes',
      );
      expect(fs.existsSync(path.join(dataDir, 'apiscope.duckdb'))).toBe(false);
    } finally {
      if (previous === undefined) delete process.env.APISCOPE_SECRET;
      else process.env.APISCOPE_SECRET = previous;
    }
  });

  it('checkpoints after applying migrations, so no schema change waits in the write-ahead log for a crash replay', async () => {
    const ctx = await createContext(loadConfig({}, { dataDir, logLevel: 'silent', seedDemo: false }));
    const wal = path.join(dataDir, 'apiscope.duckdb.wal');
    const walBytes = fs.existsSync(wal) ? fs.statSync(wal).size : 0;
    await embeddedDb(ctx).close();
    expect(walBytes).toBe(0);
  });

  it('refuses a DUCKDB_CHECKPOINT_THRESHOLD that is not a size, and opens the database with the one given or 128MB', async () => {
    expect(() => loadConfig({ DUCKDB_CHECKPOINT_THRESHOLD: 'lots' })).toThrow('DUCKDB_CHECKPOINT_THRESHOLD must be a size such as 128MB or 1GB, got "lots"');
    expect(() => loadConfig({ DUCKDB_CHECKPOINT_THRESHOLD: '-5MB' })).toThrow('DUCKDB_CHECKPOINT_THRESHOLD must be a size');
    expect(loadConfig({}).duckdbCheckpointThreshold).toBe('128MB');
    const ctx = await createContext(loadConfig({ DUCKDB_CHECKPOINT_THRESHOLD: '512MiB' }, { dataDir, logLevel: 'silent', seedDemo: false }));
    try {
      expect(await embeddedDb(ctx).one("SELECT current_setting('checkpoint_threshold') AS setting")).toEqual({ setting: '512.0 MiB' });
    } finally {
      await embeddedDb(ctx).close();
    }
  });

  it('accepts a secret of 32 bytes or more, and generates one when unset', () => {
    expect(loadSecret(dataDir, { APISCOPE_SECRET: 'x'.repeat(32) })).toHaveLength(32);
    const generated = loadSecret(dataDir, {});
    expect(generated).toHaveLength(32);
    expect(loadSecret(dataDir, {})).toEqual(generated);
  });

  it('reads TRUST_PROXY as nothing, a hop count or proxy addresses, and refuses a blanket true', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 10.1.0.0/16,::1')).toEqual(['10.0.0.1', '10.1.0.0/16', '::1']);
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY must be a number of proxy hops or a comma-separated list/);
    expect(() => parseTrustProxy('10.0.0.0/99')).toThrow(/TRUST_PROXY/);
  });
});
