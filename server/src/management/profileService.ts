import type { AppContext } from '../context';
import { parseUserMetadata, type Profile } from '../auth/profile';
import { loadProfile } from '../auth/service';
import { notFound } from '../http/errors';

/** Profile fields a user may change about themselves. app_metadata, e-mail and ids are never taken from the body. */
export interface ProfileChanges {
  name?: string;
  user_metadata?: { role?: string | null; goal?: string | null; geoip?: Record<string, unknown> | null };
}

/** Applies the allowed profile changes and answers the updated profile. */
export async function updateProfile(ctx: AppContext, userId: string, changes: ProfileChanges): Promise<Profile> {
  const user = await ctx.repositories.users.findById(userId);
  if (!user) throw notFound('User');
  const metadata = parseUserMetadata(user.user_metadata);
  const given = changes.user_metadata ?? {};
  const next = {
    ...metadata,
    ...(given.role !== undefined ? { role: given.role } : {}),
    ...(given.goal !== undefined ? { goal: given.goal } : {}),
    ...(given.geoip !== undefined ? { geoip: given.geoip } : {}),
  };
  await ctx.repositories.users.update(userId, { name: changes.name?.trim() || undefined, userMetadata: next });
  return loadProfile(ctx, userId);
}

/** Marks the user as onboarded and answers the updated profile. */
export async function markOnboarded(ctx: AppContext, userId: string): Promise<Profile> {
  const user = await ctx.repositories.users.findById(userId);
  if (!user) throw notFound('User');
  await ctx.repositories.users.update(userId, { userMetadata: { ...parseUserMetadata(user.user_metadata), onboarded: true } });
  return loadProfile(ctx, userId);
}

/** Records whether the user asked for a product demo; answers the record's id. */
export function recordDemoRequest(ctx: AppContext, userId: string, requestedDemo: boolean): Promise<string> {
  return ctx.repositories.onboardingForms.insertDemoRequest(userId, requestedDemo);
}

/** Stores the user's onboarding survey answers; answers the record's id. */
export function recordSurveyResult(ctx: AppContext, userId: string, answers: Record<string, unknown>): Promise<string> {
  return ctx.repositories.onboardingForms.insertSurveyResult(userId, answers);
}
