import { randomUUID } from 'node:crypto';
import { http } from '../support/testServer';
import { useServerWithApp } from '../support/useServerWithApp';
import { apiEvent } from './wireEvents';

/** What moesif-browser-js posts to /v1/users at init for a visitor with campaign data: no user_id. */
const visitorProfile = (anonymousId: string, campaign: Record<string, string>) => ({ anonymous_id: anonymousId, campaign });

describe('collector: anonymous visitors of the browser SDK', () => {
  const { server, user, postCollector: post } = useServerWithApp({ collectorHeaders: { 'x-moesif-sdk': 'moesif-browser-js/1.8.13' } });

  const storedVisitor = (anonymousId: string) =>
    server.ctx.db.one<{ user_id: string | null; campaign: string | null }>(
      'SELECT user_id, CAST(campaign AS VARCHAR) AS campaign FROM app_anonymous_users WHERE org_id = $1 AND app_id = $2 AND anonymous_id = $3',
      [user.orgId, user.appId, anonymousId],
    );
  const userCampaign = async (userId: string) => {
    const res = await http(server.baseUrl, 'GET', `/api/search/${user.orgId}/users/${userId}?app_id=${user.appId}`, { token: user.token });
    expect(res.status).toBe(200);
    return res.body.campaign;
  };

  it('accepts an anonymous profile with its campaign and stores it keyed by anonymous_id', async () => {
    const anonymousId = randomUUID();
    const res = await post('/users', visitorProfile(anonymousId, { utm_source: 'google', utm_campaign: 'spring', referrer: 'https://www.google.com/' }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ updated: 1 });
    const visitor = await storedVisitor(anonymousId);
    expect(visitor?.user_id).toBeNull();
    expect(JSON.parse(visitor?.campaign ?? 'null')).toEqual({ utm_source: 'google', utm_campaign: 'spring', referrer: 'https://www.google.com/' });
    // Not a user: the user list only holds identified users.
    const asUser = await http(server.baseUrl, 'GET', `/api/search/${user.orgId}/users/${anonymousId}?app_id=${user.appId}`, { token: user.token });
    expect(asUser.status).toBe(404);
  });

  it('links the visitor when a user profile carries both ids, filling campaign keys the user does not have', async () => {
    const anonymousId = randomUUID();
    const userId = `identified-${randomUUID()}`;
    expect((await post('/users', visitorProfile(anonymousId, { utm_source: 'newsletter', utm_medium: 'email', gclid: 'g-1' }))).status).toBe(201);
    const identify = await post('/users', { user_id: userId, anonymous_id: anonymousId, metadata: { email: 'ada@acme.io' }, campaign: { utm_source: 'direct' } });
    expect(identify.status).toBe(201);
    expect(await userCampaign(userId)).toEqual({ utm_source: 'direct', utm_medium: 'email', gclid: 'g-1' });
    expect((await storedVisitor(anonymousId))?.user_id).toBe(userId);
  });

  it('links the visitor when an event carries both user_id and anonymous_id', async () => {
    const anonymousId = randomUUID();
    const userId = `from-event-${randomUUID()}`;
    expect((await post('/users/batch', [visitorProfile(anonymousId, { utm_source: 'twitter', referring_domain: 't.co' })])).status).toBe(201);
    expect((await post('/events', apiEvent({ user_id: userId, anonymous_id: anonymousId }))).status).toBe(201);
    expect(await userCampaign(userId)).toEqual({ utm_source: 'twitter', referring_domain: 't.co' });
    expect((await storedVisitor(anonymousId))?.user_id).toBe(userId);
  });

  it('carries campaign data posted after the link to the linked user', async () => {
    const anonymousId = randomUUID();
    const userId = `late-${randomUUID()}`;
    expect((await post('/users', { user_id: userId, anonymous_id: anonymousId })).status).toBe(201);
    expect((await post('/users', visitorProfile(anonymousId, { utm_source: 'bing' }))).status).toBe(201);
    expect(await userCampaign(userId)).toEqual({ utm_source: 'bing' });
  });

  it('still answers 400 for a user update with neither user_id nor anonymous_id', async () => {
    const res = await post('/users', { campaign: { utm_source: 'google' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid user: user_id is required');
  });
});
