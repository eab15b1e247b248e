import {
  billingText, choosablePlans, formatPercent, isBilled, notificationChoices, ownSubscriptions, statusLabel, trialDaysLeft,
  usageLevel, usagePercent,
} from '@/portal/features/subscriptions/subscriptionRules';
import { ACTIVE_PLANS, TRIAL_PLAN, trialSubscription } from '../../../support/handlers/subscription';

const NOW = Date.parse('2026-11-21T08:00:00.000Z');

describe('subscription rules', () => {
  it('counts whole trial days left, rounding up, and 0 once the trial ended', () => {
    expect(trialDaysLeft('2026-12-05T08:00:00.000Z', NOW)).toBe(14);
    expect(trialDaysLeft('2026-12-05T07:00:00.000Z', NOW)).toBe(14);
    expect(trialDaysLeft('2026-11-21T09:00:00.000Z', NOW)).toBe(1);
    expect(trialDaysLeft('2026-11-21T08:00:00.000Z', NOW)).toBe(0);
    expect(trialDaysLeft('2026-11-01T00:00:00.000Z', NOW)).toBe(0);
    expect(trialDaysLeft(null, NOW)).toBeNull();
    expect(trialDaysLeft('not a date', NOW)).toBeNull();
  });

  it('names the statuses', () => {
    expect(['trialing', 'trial_expired', 'active', 'paused'].map(statusLabel)).toEqual(['Trial', 'Trial expired', 'Active', 'paused']);
  });

  it('measures usage against the quota and its level against the notification percentage', () => {
    expect(usagePercent(2_500_000, 10_000_000)).toBe(25);
    expect(usagePercent(12, 0)).toBe(100);
    expect(usagePercent(0, 0)).toBe(0);
    expect(usageLevel(79.9, 80)).toBe('normal');
    expect(usageLevel(80, 80)).toBe('warning');
    expect(usageLevel(100, 80)).toBe('over');
    expect(usageLevel(100, 100)).toBe('over');
    expect([0, 0.004, 99.99, 105].map(formatPercent)).toEqual(['0 %', 'less than 1 %', '99 %', '105 %']);
  });

  it('offers 50, 80, 90 and 100 % plus a different stored value', () => {
    expect(notificationChoices(80)).toEqual([50, 80, 90, 100]);
    expect(notificationChoices(75)).toEqual([50, 75, 80, 90, 100]);
  });

  it('describes billing from the plan data only and keeps choosable plans and own organizations', () => {
    expect(ACTIVE_PLANS.map(billingText)).toEqual(['No charge', 'Billed monthly', 'Billed annually']);
    expect(ACTIVE_PLANS.map(isBilled)).toEqual([false, true, true]);
    expect(choosablePlans([TRIAL_PLAN, ...ACTIVE_PLANS]).map((plan) => plan.id)).toEqual(['free', 'basic-paid', 'growth-annual']);
    const own = trialSubscription();
    expect(ownSubscriptions([own, trialSubscription({ org_id: 'demo' })])).toEqual([own]);
  });
});
