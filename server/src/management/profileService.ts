import type { ServiceContext } from '../services';
import { parseUserMetadata, type Profile } from '../auth/profile';
import { loadProfile } from '../auth/service';
import { notFound } from '../http/errors';

/** Profile fields a user may change about themselves. app_metadata, e-mail and ids are never taken from the body. */
export interface ProfileChanges {
  name?: string;
  user_metadata?: { role?: string | null; goal?: string | null; geoip?: Record<string, unknown> | null };
}

/** What a signed-in user changes about themselves: name, onboarding answers, the onboarded mark, demo requests and surveys. */
export class ProfileService {
  constructor(private readonly ctx: ServiceContext) {}

  /** Applies the allowed profile changes and answers the updated profile. */
  async updateProfile(userId: string, changes: ProfileChanges): Promise<Profile> {
    const user = await this.ctx.repositories.users.findById(userId);
    if (!user) throw notFound('User');
    const metadata = parseUserMetadata(user.user_metadata);
    const given = changes.user_metadata ?? {};
    const next = {
      ...metadata,
      ...(given.role !== undefined ? { role: given.role } : {}),
      ...(given.goal !== undefined ? { goal: given.goal } : {}),
      ...(given.geoip !== undefined ? { geoip: given.geoip } : {}),
    };
    await this.ctx.repositories.users.update(userId, { name: changes.name?.trim() || undefined, userMetadata: next });
    return loadProfile(this.ctx, userId);
  }

  /** Marks the user as onboarded and answers the updated profile. */
  async markOnboarded(userId: string): Promise<Profile> {
    const user = await this.ctx.repositories.users.findById(userId);
    if (!user) throw notFound('User');
    await this.ctx.repositories.users.update(userId, { userMetadata: { ...parseUserMetadata(user.user_metadata), onboarded: true } });
    return loadProfile(this.ctx, userId);
  }

  /** Records whether the user asked for a product demo; answers the record's id. */
  recordDemoRequest(userId: string, requestedDemo: boolean): Promise<string> {
    return this.ctx.repositories.onboardingForms.insertDemoRequest(userId, requestedDemo);
  }

  /** Stores the user's onboarding survey answers; answers the record's id. */
  recordSurveyResult(userId: string, answers: Record<string, unknown>): Promise<string> {
    return this.ctx.repositories.onboardingForms.insertSurveyResult(userId, answers);
  }
}
