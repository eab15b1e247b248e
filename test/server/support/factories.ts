import { randomBytes } from 'node:crypto';
import { http } from './testServer';

/** A signed-up user with their first organization and app. */
export interface SignedUpUser {
  /** Bearer access token (JWT). */
  token: string;
  /** Profile answered at sign-up. */
  profile: { user_id: string; email: string; name: string; [field: string]: unknown };
  /** The user's first organization. */
  orgId: string;
  /** 'My First App' of that organization. */
  appId: string;
  email: string;
  password: string;
}

/** A signed-up user plus a collector token for their first app. */
export interface SignedUpUserWithApp extends SignedUpUser {
  /** Write-only collector application token (X-Moesif-Application-Id). */
  collectorToken: string;
}

/** A unique e-mail address on a work-like domain. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@acme-test.io`;
}

/** Signs up a new user over HTTP and returns their token, profile, first org and app. */
export async function signUp(baseUrl: string, overrides: { email?: string; password?: string; name?: string } = {}): Promise<SignedUpUser> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? 'correct horse battery';
  const signup = await http(baseUrl, 'POST', '/api/auth/signup', { body: { email, password, name: overrides.name ?? 'Test User' } });
  if (signup.status !== 201) throw new Error(`sign-up failed: ${signup.status} ${JSON.stringify(signup.body)}`);
  const token = signup.body.id_token as string;
  const orgs = await http(baseUrl, 'GET', '/api/portal/organizations', { token });
  const own = (orgs.body as Array<{ id: string; demo: boolean; apps: Array<{ id: string }> }>).find((o) => !o.demo);
  if (!own) throw new Error('sign-up created no organization');
  return { token, profile: signup.body.profile, orgId: own.id, appId: own.apps[0].id, email, password };
}

/** Mints an application token over HTTP; throws unless the server answers 200. */
export async function mintToken(
  baseUrl: string,
  user: { token: string; orgId: string; appId: string },
  query: Record<string, string>,
): Promise<string> {
  const qs = new URLSearchParams({ app_id: user.appId, ...query }).toString();
  const res = await http(baseUrl, 'GET', `/api/portal/${user.orgId}/oauth/access_tokens?${qs}`, { token: user.token });
  if (res.status !== 200) throw new Error(`token request failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.app_token as string;
}

/** Signs up a new user and mints a collector token for their first app. */
export async function signUpWithApp(baseUrl: string, overrides: { email?: string; password?: string; name?: string } = {}): Promise<SignedUpUserWithApp> {
  const user = await signUp(baseUrl, overrides);
  const collectorToken = await mintToken(baseUrl, user, { target: 'collector' });
  return { ...user, collectorToken };
}

/** Mints a management token with the given scopes for the user's first app. */
export function managementToken(baseUrl: string, user: SignedUpUser, scopes: string[], extra: Record<string, string> = {}): Promise<string> {
  return mintToken(baseUrl, user, { target: 'management', scope: scopes.join(' '), ...extra });
}

/**
 * Signs up another user and adds them to `owner`'s organization with the given role: an invite, whose link (answered
 * because test servers have no mail server) the new user then accepts.
 */
export async function addMember(baseUrl: string, owner: SignedUpUser, role: 'Owner' | 'Admin' | 'Member' | 'Read Only'): Promise<SignedUpUser> {
  const member = await signUp(baseUrl, { name: `${role} member` });
  const res = await http(baseUrl, 'POST', `/api/management/${owner.orgId}/invite`, { token: owner.token, body: { email: member.email, role } });
  if (res.status !== 201 || typeof res.body.invite_path !== 'string') throw new Error(`invite failed: ${res.status} ${JSON.stringify(res.body)}`);
  const token = (res.body.invite_path as string).split('/').pop();
  const accepted = await http(baseUrl, 'POST', '/api/management/invites/accept', { token: member.token, body: { token } });
  if (accepted.status !== 200) throw new Error(`accepting the invite failed: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  return { ...member, orgId: owner.orgId, appId: owner.appId };
}
