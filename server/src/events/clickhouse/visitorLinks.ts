import { jsonBytes } from '../profileSize';
import type { JsonObject, Tenant } from '../types';
import { mergePatch } from './mergePatch';
import { linkVisitor } from './profileMerge';
import type { StoredUser, StoredVisitor } from './profileRows';
import type { ProfileSet } from './profileSet';

/**
 * Records `links` (anonymous id → user id) on the visitors' rows and folds the campaigns of every linked visitor
 * among the linked and `touched` ones into their users, as the embedded store does (anonymousUsers.ts): visitors of
 * one user merge in (updated_at, anonymous_id) order, then the user's own keys win; users that do not exist are left
 * alone, and a fold that could take a user past `maxProfileBytes` is skipped.
 */
export async function linkVisitors(
  tenant: Tenant, users: ProfileSet<StoredUser>, visitors: ProfileSet<StoredVisitor>,
  links: Map<string, string>, touched: string[], now: Date, maxProfileBytes: number,
): Promise<void> {
  const ids = [...new Set([...links.keys(), ...touched])];
  if (ids.length === 0) return;
  await visitors.load(ids);
  for (const [anonymousId, userId] of links) visitors.put(linkVisitor(tenant, visitors.current(anonymousId), anonymousId, userId, now));
  const byUser = new Map<string, StoredVisitor[]>();
  for (const id of ids) {
    const visitor = visitors.current(id);
    if (!visitor?.user_id || visitor.campaign === null) continue;
    byUser.set(visitor.user_id, [...(byUser.get(visitor.user_id) ?? []), visitor]);
  }
  await users.load(byUser.keys());
  for (const [userId, linked] of byUser) {
    const user = users.current(userId);
    if (!user) continue;
    linked.sort((a, b) => a.updated_at.getTime() - b.updated_at.getTime() || (a.anonymous_id < b.anonymous_id ? -1 : a.anonymous_id > b.anonymous_id ? 1 : 0));
    const campaigns = linked.map((v) => v.campaign as JsonObject);
    const bytes = jsonBytes([user.metadata, user.campaign, user.session_tokens]) + campaigns.reduce((sum, c) => sum + jsonBytes([c]), 0);
    if (bytes > maxProfileBytes) continue;
    const folded = campaigns.slice(1).reduce<JsonObject>((into, campaign) => mergePatch(into, campaign) as JsonObject, campaigns[0]);
    users.put({ ...user, campaign: user.campaign === null ? folded : (mergePatch(folded, user.campaign) as JsonObject), updated_at: now });
  }
}
