import type { Principal } from '../auth/guard';
import { roleAllows } from '../auth/roles';
import type { EventBackend } from '../eventBackend';
import { badRequest, notFound } from '../http/errors';
import { isDemoOrg } from '../portal/demoOrg';
import type { MetadataRepositories } from '../repositories';
import { canUpdateSubscription } from './access';
import { PLANS, findPlan } from './plans';
import type { SubscriptionRow } from './repository';

export type { SubscriptionRow };
import { toSubscriptionView, type SubscriptionView } from './views';

/** Subscriptions: what the caller may read, plan changes and quota notification settings, answered with their usage. */
export class SubscriptionsService {
  constructor(private readonly repositories: MetadataRepositories, private readonly events: EventBackend) {}

  /** The subscriptions of the principal's organizations it may read (read:subscriptions), the demo excluded. */
  async listReadable(principal: Principal): Promise<SubscriptionView[]> {
    const readable = principal.orgIds.filter((orgId) => !isDemoOrg(orgId)).filter((orgId) => {
      if (principal.kind === 'management') return principal.scopes === 'all' || principal.scopes.includes('read:subscriptions');
      const role = principal.orgRoles?.[orgId];
      return role !== undefined && roleAllows(role, 'read:subscriptions');
    });
    const rows = await this.repositories.subscriptions.listOfOrgs(readable);
    return Promise.all(rows.map((row) => this.view(row, canUpdateSubscription(principal, row.org_id))));
  }

  /** The organization's subscription with its usage; 404 when it has none. */
  async ofOrg(principal: Principal, orgId: string): Promise<SubscriptionView> {
    const subscription = await this.repositories.subscriptions.findOfOrg(orgId);
    if (!subscription) throw notFound('Subscription');
    return this.view(subscription, canUpdateSubscription(principal, subscription.org_id));
  }

  /** The subscription with that id when it belongs to one of the principal's organizations; else 404. */
  async visibleTo(principal: Principal, subscriptionId: string): Promise<SubscriptionRow> {
    const subscription = await this.repositories.subscriptions.find(subscriptionId);
    if (!subscription || !principal.orgIds.includes(subscription.org_id)) throw notFound('Subscription');
    return subscription;
  }

  /** Moves the subscription to an active plan of the catalogue (a new quota period starts). */
  async changePlan(subscription: SubscriptionRow, planId: string): Promise<SubscriptionView> {
    const plan = findPlan(planId);
    if (!plan || plan.status !== 'active') {
      throw badRequest(`Unknown plan '${planId}': choose one of ${PLANS.filter((p) => p.status === 'active').map((p) => p.id).join(', ')}`);
    }
    await this.repositories.subscriptions.updatePlan(subscription.subscription_id, plan.id);
    return this.reread(subscription);
  }

  /** Sets the usage percentage at which a quota e-mail is sent. */
  async setQuotaNotification(subscription: SubscriptionRow, percentage: number): Promise<SubscriptionView> {
    await this.repositories.subscriptions.updateQuotaNotification(subscription.subscription_id, percentage);
    return this.reread(subscription);
  }

  private async reread(subscription: SubscriptionRow): Promise<SubscriptionView> {
    const updated = await this.repositories.subscriptions.find(subscription.subscription_id);
    if (!updated) throw notFound('Subscription');
    return this.view(updated, true);
  }

  private view(row: SubscriptionRow, canUpdate: boolean): Promise<SubscriptionView> {
    return toSubscriptionView(this.events.quotaUsage, row, canUpdate);
  }
}
