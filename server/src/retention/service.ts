import { badRequest, notFound } from '../http/errors';
import type { MetadataRepositories } from '../repositories';
import { MIN_RETENTION_DAYS, type OrgRetention } from './retentionPolicy';

/** How many days of events an organization keeps, within its plan's limit. */
export class RetentionService {
  constructor(private readonly repositories: MetadataRepositories) {}

  /** The organization's retention; 404 when it does not exist. */
  async get(orgId: string): Promise<OrgRetention> {
    const retention = await this.repositories.retention.find(orgId);
    if (!retention) throw notFound('Organization');
    return retention;
  }

  /**
   * Sets the organization's choice (null: the plan's maximum), between MIN_RETENTION_DAYS and the plan's maximum.
   * Answers the retention before and after.
   */
  async choose(orgId: string, days: number | null): Promise<{ before: OrgRetention; after: OrgRetention }> {
    const before = await this.get(orgId);
    if (days !== null && (days < MIN_RETENTION_DAYS || days > before.maxDays)) {
      throw badRequest(`retention_days must be between ${MIN_RETENTION_DAYS} and ${before.maxDays}: the ${before.planName} plan keeps events for at most ${before.maxDays} days`);
    }
    await this.repositories.retention.updateDays(orgId, days);
    return { before, after: await this.get(orgId) };
  }
}
