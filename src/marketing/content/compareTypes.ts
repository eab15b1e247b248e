import type { ImageContent, MarketingPageContent } from './types';

/** The eight sub-sections of the feature-comparison table, in display order. */
export const comparisonGroups = [
  'Usage-Based Billing',
  'Customer Portal',
  'Quotas & Governance',
  'API Analytics',
  'Dashboards and Reporting',
  'API Monitoring',
  'Implementation',
  'Open Platform',
] as const;

/** One sub-section of the comparison table. */
export type ComparisonGroup = (typeof comparisonGroups)[number];

/** Short qualifiers a cell may hold instead of a check. */
export type ComparisonNote =
  | 'Only Custom Metadata'
  | 'SQL Only'
  | 'Stripe Only'
  | 'Not Customizable'
  | 'Basic Only'
  | 'Billing Only'
  | 'Basic Alerts';

/** A table cell: full support, partial support, not offered, or a short qualifier. */
export type ComparisonCell = 'yes' | 'partial' | 'no' | ComparisonNote;

/** Ids of the capabilities the table can show (the catalogue lives in compare/rows.ts). */
export type ComparisonRowId =
  | 'billing-meters'
  | 'pricing-models'
  | 'billing-providers'
  | 'prepaid-credits'
  | 'developer-portal'
  | 'self-serve-portal'
  | 'embedded-metrics'
  | 'quota-enforcement'
  | 'governance-rules'
  | 'customer-analytics'
  | 'payload-analytics'
  | 'funnels-retention'
  | 'logs-search'
  | 'custom-dashboards'
  | 'scheduled-reports'
  | 'dashboard-sharing'
  | 'threshold-alerts'
  | 'anomaly-alerts'
  | 'alert-channels'
  | 'traces'
  | 'middleware-capture'
  | 'managed-service'
  | 'management-api'
  | 'open-source-sdks';

/** One capability row of the catalogue, with Apiscope's own cell. */
export interface ComparisonRowDefinition {
  group: ComparisonGroup;
  label: string;
  apiscope: ComparisonCell;
}

/** The "what working with us is like" section of a compare page. */
export interface CustomerExperienceContent {
  title: string;
  body: string;
  points: string[];
  image: ImageContent;
}

/** A /compare-to/{company} page: a standard page plus the comparison table. */
export interface ComparePageContent extends MarketingPageContent {
  /** Display name of the compared product(s), used in the table header. */
  competitorName: string;
  /** The competitor's cell for each row shown; rows not listed are left out for this competitor. */
  comparison: Partial<Record<ComparisonRowId, ComparisonCell>>;
  /** Short text under the table: the basis of the comparison. */
  comparisonNote: string;
  /** The customer-experience section, or null to hide it (see the page's content file for why). */
  customerExperience: CustomerExperienceContent | null;
}
