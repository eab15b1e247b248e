import type { AppContext } from '../context';
import type { EventRecord } from '../events/types';
import { DEMO_APPS, DEMO_ORG_ID } from '../portal/demoOrg';
import { demoCompanies, demoUsers } from './demoProfiles';
import { demoEvent, demoIncidents, demoTimes, type TrafficModel } from './demoTraffic';
import { DEMO_TRACED_APP, traceDemoCall } from './demoTraces';
import type { SpanRecord } from '../traces/spanRecord';
import { Prng } from './prng';

/** Seed of the demo generator: the same seed gives the same demo data (relative to the seeding time). */
export const DEMO_SEED = 20260131;
/** Seed of the demo's traces: their own generator, so tracing leaves the events as DEMO_SEED makes them. */
const DEMO_TRACE_SEED = 20260201;
/** Events per transaction: small enough that collector writes interleave with seeding. */
const CHUNK = 10_000;

/** Outcome of a seeding run. */
export interface SeedResult {
  seeded: boolean;
  events: number;
  ms: number;
}

/** Whether the demo data was already seeded (the marker is written last, so a crashed run reseeds). */
export function isDemoSeeded(ctx: AppContext): Promise<boolean> {
  return ctx.events.demoSeeds.isSeeded(DEMO_ORG_ID);
}

/**
 * Fills the demo organization's apps with ~`config.demoEvents` events over the last 30 days, ~2,000 users,
 * ~150 companies and their subscriptions, once (guarded by a marker row), with the spans of the default app's traced
 * calls (demoTraces.ts). Inserts in chunks through the event backend; stops between chunks when `signal` aborts
 * (server shutdown).
 */
export async function seedDemoData(ctx: AppContext, signal?: AbortSignal): Promise<SeedResult> {
  const started = Date.now();
  if (await isDemoSeeded(ctx)) return { seeded: false, events: 0, ms: Date.now() - started };
  await ctx.events.demoSeeds.clearPartial(DEMO_ORG_ID);
  const prng = new Prng(DEMO_SEED);
  const now = Date.now();
  const companies = demoCompanies(prng, 150, now);
  const users = demoUsers(prng, 2000, companies);
  const { store, spans } = ctx.events;
  const tracer = new Prng(DEMO_TRACE_SEED);
  for (const app of DEMO_APPS) {
    const tenant = { orgId: DEMO_ORG_ID, appId: app.id };
    await store.upsertCompanies(tenant, companies.map((c) => c.update));
    await store.upsertSubscriptions(tenant, companies.map((c) => c.subscription));
    await store.upsertUsers(tenant, users.map((u) => u.update));
  }
  const model: TrafficModel = { orgId: DEMO_ORG_ID, now, users, companies, incidents: demoIncidents(now) };
  const times = demoTimes(prng, ctx.config.demoEvents, now);
  let stored = 0;
  for (let offset = 0; offset < times.length; offset += CHUNK) {
    if (signal?.aborted) return { seeded: false, events: stored, ms: Date.now() - started };
    const byApp = new Map<string, EventRecord[]>();
    const traced: SpanRecord[] = [];
    for (let i = offset; i < Math.min(offset + CHUNK, times.length); i++) {
      const event = demoEvent(prng, model, times[i], `demo${i.toString(36).padStart(8, '0')}${prng.token(6)}`);
      traced.push(...traceDemoCall(tracer, event));
      const list = byApp.get(event.appId) ?? [];
      list.push(event);
      byApp.set(event.appId, list);
    }
    for (const [appId, records] of byApp) stored += (await store.insertEvents({ orgId: DEMO_ORG_ID, appId }, records, { touchProfiles: false })).inserted;
    if (traced.length > 0) await spans.insert({ orgId: DEMO_ORG_ID, appId: DEMO_TRACED_APP }, traced);
  }
  for (const app of DEMO_APPS) await store.refreshSeenTimes({ orgId: DEMO_ORG_ID, appId: app.id });
  await ctx.events.demoSeeds.record(DEMO_ORG_ID, stored);
  return { seeded: true, events: stored, ms: Date.now() - started };
}
