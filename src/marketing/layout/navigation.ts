/**
 * Link data of the marketing header menus and footer. Pure data: every href is a real route of the site.
 */

/** One link in a menu or footer column. */
export interface NavLink {
  label: string;
  href: string;
  /** One short line shown under the label in the header menus. */
  description?: string;
}

/** The 11 feature pages (/features/{type}). */
export const featureLinks: NavLink[] = [
  { label: 'API Analytics', href: '/features/api-analytics', description: 'Usage, adoption and retention per customer' },
  { label: 'API Logs', href: '/features/api-logs', description: 'Search every call with full payloads' },
  { label: 'API Monitoring', href: '/features/api-monitoring', description: 'Threshold and anomaly alerts' },
  { label: 'API Traces', href: '/features/api-traces', description: 'Follow a request across services' },
  { label: 'GraphQL Analytics', href: '/features/graphql-analytics', description: 'Per-operation latency and errors' },
  { label: 'API Dashboards', href: '/features/api-dashboards', description: 'Share live charts with your team' },
  { label: 'Embedded API Logs', href: '/features/embedded-api-logs', description: 'Show customers their own usage' },
  { label: 'Behavioral Emails', href: '/features/user-behavioral-emails', description: 'Email users when usage changes' },
  { label: 'Governance Rules', href: '/features/api-governance-rules', description: 'Quotas, blocks and entitlements' },
  { label: 'Behavioral Cohorts', href: '/features/behavioral-cohorts', description: 'Group customers by what they do' },
  { label: 'Product Catalog', href: '/features/product-catalog', description: 'Plans and prices for metered billing' },
];

/** Solutions menu: by role and goal, then by industry. */
export const solutionLinks: NavLink[] = [
  { label: 'Metered API Billing', href: '/solutions/metered-api-billing' },
  { label: 'Prepaid Credits and Balance', href: '/solutions/prepaid-credits-and-balance' },
  { label: 'Developer Portal', href: '/solutions/developer-portal' },
  { label: 'API Product Management', href: '/solutions/api-product-management' },
  { label: 'API Engineering', href: '/solutions/api-engineering' },
  { label: 'API Security', href: '/solutions/api-security' },
  { label: 'Developer Relations', href: '/solutions/developer-relations' },
  { label: 'Customer Success', href: '/solutions/customer-success' },
  { label: 'Track Third-Party APIs', href: '/solutions/track-third-party-api' },
];

/** Industry pages, shown in the solutions menu. */
export const industryLinks: NavLink[] = [
  { label: 'Healthcare platforms', href: '/industries/api-analytics-for-healthcare-platforms' },
  { label: 'Financial platforms', href: '/industries/api-analytics-for-financial-platforms' },
  { label: 'Logistics platforms', href: '/industries/api-analytics-for-logistics-platforms' },
  { label: 'Communication platforms', href: '/industries/api-analytics-for-communication-platforms' },
  { label: 'AI applications', href: '/industries/monetization-for-ai-applications' },
];

/** Resources menu. */
export const resourceLinks: NavLink[] = [
  { label: 'Implementation guides', href: '/implementation', description: 'Install an SDK or gateway plugin' },
  { label: 'Extensions', href: '/extensions', description: 'Integrations with gateways and tools' },
  { label: 'Comparison guide', href: '/comparison-guide', description: 'How Apiscope compares' },
  { label: 'Third-party API status', href: '/public-apis/status/dash', description: 'Live status of popular APIs' },
  { label: 'Security and compliance', href: '/security-compliance', description: 'SOC 2 Type 2, GDPR, encryption' },
];

/** Customers menu. */
export const customerLinks: NavLink[] = [
  { label: 'Case studies', href: '/casestudies', description: 'How API teams use Apiscope' },
  { label: 'Enterprise', href: '/enterprise/api-analytics-infrastructure', description: 'Scale, security and support' },
];

/** A titled column of links in the footer. */
export interface FooterColumn {
  title: string;
  links: NavLink[];
}

/** The footer's five columns. */
export const footerColumns: FooterColumn[] = [
  { title: 'Product', links: [...featureLinks.slice(0, 6), { label: 'Pricing', href: '/price' }] },
  { title: 'Solutions', links: [...solutionLinks.slice(0, 6)] },
  {
    title: 'Resources',
    links: [
      ...resourceLinks.slice(0, 4),
      { label: 'Case studies', href: '/casestudies' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', href: '/about' },
      { label: 'Press', href: '/press' },
      { label: 'Contact sales', href: '/contact/sales' },
      { label: 'Security', href: '/security' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms of service', href: '/terms' },
      { label: 'Privacy policy', href: '/privacy' },
      { label: 'Services agreement', href: '/services-agreement' },
      { label: 'Data processing addendum', href: '/dpa' },
      { label: 'Subprocessors', href: '/subprocessors' },
      { label: 'Data privacy framework', href: '/legal/data-privacy-framework-statement' },
    ],
  },
];

/** The header's dropdown menus, by the value Radix NavigationMenu knows them by. */
export type HeaderMenuValue = 'product' | 'customers' | 'solutions' | 'resources';

/** One entry of the header's menu bar: a dropdown menu or a plain link. */
export type HeaderMenuEntry =
  | { kind: 'menu'; value: HeaderMenuValue; label: string }
  | { kind: 'link'; label: string; href: string };

/** The header's menu bar, left to right. */
export const headerMenuBar: HeaderMenuEntry[] = [
  { kind: 'menu', value: 'product', label: 'Product' },
  { kind: 'link', label: 'Pricing', href: '/price' },
  { kind: 'menu', value: 'customers', label: 'Customers' },
  { kind: 'menu', value: 'solutions', label: 'Solutions' },
  { kind: 'menu', value: 'resources', label: 'Resources' },
];
