import { http } from '../support/testServer';
import type { SignedUpUser } from '../support/factories';

/** A key as POST /api/portal/{org}/keys answers it. */
export interface CreatedKey {
  key: { id: string; status: string; expires_at: string | null; scopes: string[]; apps: string[] | null; last_used_at: string | null };
  secret: string;
}

/** Creates a key over HTTP as `user`; throws unless the server answers 201. */
export async function createKey(baseUrl: string, user: SignedUpUser, body: Record<string, unknown>): Promise<CreatedKey> {
  const res = await http(baseUrl, 'POST', `/api/portal/${user.orgId}/keys`, { token: user.token, body: { name: 'Test key', app_id: user.appId, ...body } });
  if (res.status !== 201) throw new Error(`creating a key failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as CreatedKey;
}

/** A management call the key needs read:members for: answers its status and message. */
export async function readMembers(baseUrl: string, orgId: string, secret: string): Promise<{ status: number; message?: string }> {
  const res = await http(baseUrl, 'GET', `/api/management/${orgId}/users`, { token: secret });
  return { status: res.status, message: res.body?.message };
}

/** Sends one event through the collector with the key: answers its status and message. */
export async function sendEvent(baseUrl: string, secret: string): Promise<{ status: number; message?: string }> {
  const now = new Date().toISOString();
  const res = await http(baseUrl, 'POST', '/collector/v1/events', {
    headers: { 'X-Moesif-Application-Id': secret },
    body: { request: { time: now, uri: 'https://api.example.com/keys', verb: 'GET' }, response: { time: now, status: 200 } },
  });
  return { status: res.status, message: res.body?.message };
}

/** The keys `user` sees in their organization. */
export async function listKeys(baseUrl: string, user: SignedUpUser): Promise<Array<{ id: string; status: string; status_reason: string | null; last_used_at: string | null; name: string; creator: { user_id: string } }>> {
  const res = await http(baseUrl, 'GET', `/api/portal/${user.orgId}/keys`, { token: user.token });
  if (res.status !== 200) throw new Error(`listing keys failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.keys;
}
