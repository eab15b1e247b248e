/**
 * The search benchmark's events: demo-generator events over the 30 days before `now` in one app, generated in
 * chunks from one seeded stream, so every loader stores the same events in the same order.
 */
import type { EventRecord, Tenant } from '../src/events/types';
import { demoCompanies, demoUsers } from '../src/demo/demoProfiles';
import { demoEvent, demoIncidents, demoTimes } from '../src/demo/demoTraffic';
import { Prng } from '../src/demo/prng';

/** `total` events of the tenant's app in chunks of at most `chunk`, in time order. */
export function* benchEvents(tenant: Tenant, total: number, now: number, chunk: number): Generator<EventRecord[]> {
  const prng = new Prng(42);
  const companies = demoCompanies(prng, 150, now);
  const model = { orgId: tenant.orgId, now, users: demoUsers(prng, 2000, companies), companies, incidents: demoIncidents(now) };
  const times = demoTimes(prng, total, now);
  for (let offset = 0; offset < total; offset += chunk) {
    const events: EventRecord[] = [];
    for (let i = offset; i < Math.min(offset + chunk, total); i++) {
      const event = demoEvent(prng, model, times[i], `b${i.toString(36)}${prng.token(8)}`);
      event.appId = tenant.appId;
      events.push(event);
    }
    yield events;
  }
}
