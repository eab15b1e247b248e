/** Who may read a trace, and where spans are removed: the retention job, app deletion, organization deletion. */
import { runRetention } from '../../../server/src/retention/retentionJob';
import { managementToken, mintToken } from '../support/factories';
import { http } from '../support/testServer';
import { useTestServer } from '../support/useTestServer';
import { otlpJson, span } from './otlpBodies';

const DAY_NS = 86_400_000_000_000n;
const nanosAgo = (days: number) => (BigInt(Date.now()) * 1_000_000n - BigInt(days) * DAY_NS).toString();

describe('trace access and span removal', () => {
  const { server, users } = useTestServer({ users: 2 });
  const sendSpans = async (user: (typeof users)[number], appId: string, spans: unknown[]) => {
    const key = await mintToken(server.baseUrl, { ...user, appId }, { target: 'collector' });
    const res = await http(server.baseUrl, 'POST', '/v1/traces', { body: otlpJson(spans), headers: { 'x-moesif-application-id': key } });
    expect(res.status).toBe(200);
  };
  const readTrace = (token: string, orgId: string, appId: string, traceId: string) =>
    http(server.baseUrl, 'GET', `/api/search/${orgId}/traces/${traceId}?app_id=${appId}`, { token });
  const countSpans = async (orgId: string, appId?: string) => Number((await server.ctx.db.one<{ n: number }>(
    `SELECT count(*) AS n FROM spans WHERE org_id = $1 ${appId ? 'AND app_id = $2' : ''}`, appId ? [orgId, appId] : [orgId]))?.n ?? 0);

  it("answers 404 to another organization's user and 403 to a management token", async () => {
    const [a, b] = users;
    const trace = 'a1'.repeat(16);
    await sendSpans(a, a.appId, [span({ traceId: trace })]);
    expect((await readTrace(a.token, a.orgId, a.appId, trace)).body.spans).toHaveLength(1);
    const outsider = await readTrace(b.token, a.orgId, a.appId, trace);
    expect(outsider.status).toBe(404);
    expect(JSON.stringify(outsider.body)).not.toContain(trace);
    // Another tenant's app named under one's own organization finds nothing either.
    expect((await readTrace(b.token, b.orgId, a.appId, trace)).status).toBe(404);
    const management = await managementToken(server.baseUrl, a, ['read:events']);
    expect((await readTrace(management, a.orgId, a.appId, trace)).status).toBe(403);
    expect((await readTrace('', a.orgId, a.appId, trace)).status).toBe(401);
  });

  it('removes spans older than the retention period with the retention job', async () => {
    const [a] = users;
    const trace = 'b2'.repeat(16);
    const put = await http(server.baseUrl, 'PUT', `/api/portal/${a.orgId}/retention`, { token: a.token, body: { retention_days: 30 } });
    expect(put.status).toBe(200);
    const old = (i: number) => span({ traceId: trace, spanId: `${i}`.padStart(16, 'a'), startTimeUnixNano: nanosAgo(45), endTimeUnixNano: nanosAgo(45) });
    await sendSpans(a, a.appId, [old(1), old(2), old(3), span({ traceId: trace, spanId: 'f'.repeat(16), startTimeUnixNano: nanosAgo(2), endTimeUnixNano: nanosAgo(2) })]);
    await runRetention(server.ctx, { batchSize: 2, pauseMs: 0 });
    const left = await readTrace(a.token, a.orgId, a.appId, trace);
    expect(left.body.spans.map((s: { span_id: string }) => s.span_id)).toEqual(['f'.repeat(16)]);
  });

  it("removes an app's spans when the app is deleted, and an organization's when it is deleted", async () => {
    const [, b] = users;
    const created = await http(server.baseUrl, 'POST', `/api/portal/${b.orgId}/apps`, { token: b.token, body: { name: 'Second app' } });
    expect(created.status).toBeLessThan(300);
    const second = created.body.id as string;
    await sendSpans(b, b.appId, [span({ traceId: 'c3'.repeat(16) })]);
    await sendSpans(b, second, [span({ traceId: 'd4'.repeat(16) })]);
    expect(await countSpans(b.orgId, second)).toBe(1);
    const deleted = await http(server.baseUrl, 'DELETE', `/api/portal/${b.orgId}/apps/${second}`, { token: b.token });
    expect(deleted.status).toBe(200);
    expect(await countSpans(b.orgId, second)).toBe(0);
    expect(await countSpans(b.orgId, b.appId)).toBe(1);
    const orgs = await http(server.baseUrl, 'GET', '/api/portal/organizations', { token: b.token });
    const name = (orgs.body as Array<{ id: string; name: string }>).find((o) => o.id === b.orgId)?.name;
    const org = await http(server.baseUrl, 'DELETE', `/api/portal/organizations/${b.orgId}`, { token: b.token, body: { name } });
    expect(org.status).toBe(200);
    expect(await countSpans(b.orgId)).toBe(0);
  });
});
