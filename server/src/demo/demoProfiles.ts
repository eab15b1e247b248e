import type { CompanyUpdate, SubscriptionUpdate, UserUpdate } from '../events/types';
import { COMPANY_WORDS, PEOPLE } from './catalog';
import type { Prng } from './prng';

/** A demo company with the plan that shapes its traffic. */
export interface DemoCompany {
  update: CompanyUpdate;
  subscription: SubscriptionUpdate;
  plan: string;
}

/** A demo user, member of one company. */
export interface DemoUser {
  update: UserUpdate;
  companyIndex: number;
}

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** ~150 companies with names, domains, plans, MRR and a subscription each. */
export function demoCompanies(prng: Prng, count: number, now: number): DemoCompany[] {
  const companies: DemoCompany[] = [];
  for (let i = 0; i < count; i++) {
    const name = `${COMPANY_WORDS.first[i % COMPANY_WORDS.first.length]} ${COMPANY_WORDS.second[Math.floor(i / COMPANY_WORDS.first.length) % COMPANY_WORDS.second.length]}`;
    const plan = prng.weighted(COMPANY_WORDS.plans);
    const companyId = `cmp_${String(i + 1).padStart(4, '0')}`;
    const domain = `${slug(name)}.example`;
    const mrr = plan === 'Free' ? 0 : plan === 'Growth' ? prng.int(99, 499) : plan === 'Business' ? prng.int(500, 2500) : prng.int(3000, 25000);
    const periodStart = new Date(now - prng.int(1, 28) * 86_400_000);
    companies.push({
      plan,
      update: {
        companyId, companyDomain: domain, sessionToken: null, ipAddress: null, campaign: null, modifiedTime: null,
        metadata: {
          org_name: name, plan_name: plan, mrr, industry: prng.pick(COMPANY_WORDS.industries), region: prng.pick(COMPANY_WORDS.regions),
          demographics: { employee_count: prng.int(5, 5000) },
        },
      },
      subscription: {
        subscriptionId: `sub_${String(i + 1).padStart(4, '0')}`, companyId, status: prng.next() < 0.9 ? 'active' : prng.pick(['trialing', 'cancelled', 'paused']),
        currentPeriodStart: periodStart, currentPeriodEnd: new Date(periodStart.getTime() + 30 * 86_400_000),
        items: [{ plan_id: slug(plan) }], metadata: { subscription_tier: plan },
      },
    });
  }
  return companies;
}

/** ~2,000 users spread over the companies (bigger plans have more users). */
export function demoUsers(prng: Prng, count: number, companies: DemoCompany[]): DemoUser[] {
  const users: DemoUser[] = [];
  for (let i = 0; i < count; i++) {
    const companyIndex = prng.skewed(companies.length, 1.6);
    const first = prng.pick(PEOPLE.first);
    const last = prng.pick(PEOPLE.last);
    const company = companies[companyIndex].update;
    users.push({
      companyIndex,
      update: {
        userId: `usr_${String(i + 1).padStart(5, '0')}`, companyId: company.companyId, sessionToken: null, ipAddress: null,
        userAgentString: null, campaign: i % 5 === 0 ? { utm_source: prng.pick(['google', 'newsletter', 'twitter']), utm_medium: 'cpc' } : null,
        modifiedTime: null,
        metadata: {
          email: `${slug(first)}.${slug(last)}${i + 1}@${company.companyDomain}`, first_name: first, last_name: last,
          title: prng.pick(PEOPLE.titles), sales_info: { stage: prng.pick(['Lead', 'Trial', 'Customer']) },
        },
      },
    });
  }
  return users;
}
