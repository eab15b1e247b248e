/**
 * Content model of the pricing, legal, press and landing pages (re-exported from ./types).
 */
import type { IntentKey } from '@/marketing/content/types';
import type { OtherPageMeta } from './types';

/** Plan ids configured for the product (SPEC 9). */
export type PlanId = 'free' | 'basic-insights' | 'basic-paid' | 'growth-annual';

/** One plan card of the pricing page. */
export interface PricingPlan {
  id: PlanId;
  name: string;
  /** Price as shown, e.g. "$0" or "Custom". */
  price: string;
  /** What the price is per, e.g. "per month, billed annually". */
  priceNote: string;
  /** Monthly event volume included, e.g. "5M events / month". */
  events: string;
  summary: string;
  features: string[];
  cta: { label: string; path: string };
}

/** A pricing model the product can bill your own customers with (SPEC 9). */
export interface PricingModel {
  name: string;
  body: string;
}

/** A question and its answer. */
export interface FaqItem {
  question: string;
  answer: string;
}

/** One numbered section of a legal or policy document. */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
  /** Optional bullet list after the paragraphs. */
  items?: string[];
}

/** A legal or policy page: terms, privacy, DPA and the like. */
export interface LegalDocument {
  meta: OtherPageMeta;
  /** Date the document took effect, ISO yyyy-mm-dd. */
  effectiveDate: string;
  intro: string[];
  sections: LegalSection[];
}

/** A processor that handles customer data on Apiscope's behalf. */
export interface Subprocessor {
  name: string;
  purpose: string;
  location: string;
  /** Category of personal data it can see. */
  data: string;
}

/** One press release or announcement. */
export interface PressRelease {
  id: string;
  /** ISO date. */
  date: string;
  title: string;
  summary: string;
  paragraphs: string[];
}

/** One marketing landing page for ad traffic (/landing/...). */
export interface LandingPageContent {
  /** Child route segment ('' for the index). */
  slug: string;
  feature: string;
  eyebrow: string;
  headline: string;
  subheadline: string;
  points: Array<{ title: string; body: string }>;
  image: { src: string; alt: string };
  /** Sign-up intent carried by the page's calls to action. */
  intent: IntentKey;
}
