import fs from 'node:fs'; import os from 'node:os'; import path from 'node:path';
import { createContext } from '../src/bootstrap'; import { loadConfig } from '../src/config';
import { DuckDbEventStore } from '../src/events/duckdbEventStore';
import { demoCompanies, demoUsers } from '../src/demo/demoProfiles';
import { demoEvent, demoIncidents, demoTimes } from '../src/demo/demoTraffic';
import { Prng } from '../src/demo/prng';
async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'apiscope-seed-'));
  const ctx = await createContext(loadConfig({}, { dataDir }));
  const prng = new Prng(1); const now = Date.now();
  const companies = demoCompanies(prng, 150, now); const users = demoUsers(prng, 2000, companies);
  let t = Date.now();
  const times = demoTimes(prng, 30000, now); console.log('times', Date.now() - t); t = Date.now();
  const model = { orgId: 'demo', now, users, companies, incidents: demoIncidents(now) };
  const recs = Array.from(times, (x, i) => ({ ...demoEvent(prng, model, x, 'id' + i), appId: 'demodefault' }));
  console.log('gen', Date.now() - t); t = Date.now();
  const store = new DuckDbEventStore(ctx.db);
  await store.insertEvents({ orgId: 'demo', appId: 'demodefault' }, recs.slice(0, 10000), { touchProfiles: false }); console.log('append10k', Date.now() - t); t = Date.now();
  await store.insertEvents({ orgId: 'demo', appId: 'demodefault' }, recs.slice(10000, 20000), { touchProfiles: true }); console.log('append10k+touch', Date.now() - t); t = Date.now();
  await store.insertEvents({ orgId: 'demo', appId: 'demodefault' }, recs.slice(20000, 30000), { touchProfiles: true }); console.log('append10k+touch again', Date.now() - t); t = Date.now();
  await ctx.db.close(); fs.rmSync(dataDir, { recursive: true, force: true });
}
main();
