import { randomUUID } from 'node:crypto';

/** An API-call event as moesif-nodejs sends it (wire-compat 1.3), `minutesAgo` before now. */
export function apiEvent(overrides: Record<string, unknown> = {}, minutesAgo = 5): Record<string, unknown> {
  const start = new Date(Date.now() - minutesAgo * 60_000);
  return {
    request: {
      time: start.toISOString(),
      uri: 'https://api.acme.io/v1/items/42?expand=true',
      verb: 'post',
      headers: { Host: 'api.acme.io', 'Content-Type': 'application/json', 'User-Agent': 'PostmanRuntime/7.1.1' },
      ip_address: '61.48.220.123',
      body: { a: 1 },
    },
    response: {
      time: new Date(start.getTime() + 76).toISOString(),
      status: 201,
      headers: { 'Content-Type': 'application/json' },
      body: { ok: true },
    },
    user_id: 'u1',
    company_id: 'c1',
    metadata: { plan: 'pro', nested: { level: 2 } },
    direction: 'Incoming',
    weight: 1,
    transaction_id: randomUUID(),
    ...overrides,
  };
}
