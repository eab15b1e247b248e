/** A signed-up user of a running server, their first app and a collector token for it. */
export interface BenchTenant {
  /** Bearer token of the signed-up user. */
  token: string;
  orgId: string;
  appId: string;
  /** Collector application id (create:events) of that app. */
  collectorToken: string;
}

/** Sends a JSON request and returns the parsed answer; throws with the answer on any status ≥ 300. */
export async function requestJson(baseUrl: string, method: string, urlPath: string, body?: unknown, token?: string): Promise<unknown> {
  const response = await fetch(baseUrl + urlPath, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const parsed: unknown = await response.json();
  if (response.status >= 300) throw new Error(`${method} ${urlPath} answered ${response.status}: ${JSON.stringify(parsed)}`);
  return parsed;
}

/** Signs up a user through the public API, reads their organization and app, and mints a collector token. */
export async function signUpBenchTenant(baseUrl: string): Promise<BenchTenant> {
  const signup = (await requestJson(baseUrl, 'POST', '/api/auth/signup', {
    email: `bench-${Date.now()}@acme-bench.io`, password: 'correct horse battery', name: 'Bench',
  })) as { id_token: string };
  const token = signup.id_token;
  const orgs = (await requestJson(baseUrl, 'GET', '/api/portal/organizations', undefined, token)) as Array<{ id: string; demo: boolean; apps: Array<{ id: string }> }>;
  const own = orgs.find((o) => !o.demo);
  if (!own || own.apps.length === 0) throw new Error('sign-up created no organization with an app');
  const appId = own.apps[0].id;
  const query = `app_id=${encodeURIComponent(appId)}&target=collector&scope=${encodeURIComponent('create:events')}`;
  const minted = (await requestJson(baseUrl, 'GET', `/api/portal/${own.id}/oauth/access_tokens?${query}`, undefined, token)) as { app_token: string };
  return { token, orgId: own.id, appId, collectorToken: minted.app_token };
}

/** Events of the app stored between two hours ago and now, counted by the search API. */
export async function countStoredEvents(baseUrl: string, tenant: BenchTenant): Promise<number> {
  const answer = (await requestJson(baseUrl, 'POST', `/api/search/${tenant.orgId}/count/events?app_id=${encodeURIComponent(tenant.appId)}&from=-2h&to=now`, {}, tenant.token)) as {
    hits?: { total?: number };
  };
  const total = answer.hits?.total;
  if (typeof total !== 'number') throw new Error(`unexpected count answer: ${JSON.stringify(answer).slice(0, 200)}`);
  return total;
}
