/**
 * Typed content model of the marketing content pages (features, solutions, industries, enterprise,
 * comparison guide, compare pages). Content files are pure data: no JSX, no image imports (images are
 * URL strings under /images/**), so the SEO registry can be imported by the Node server.
 */

import type { IntentKey } from '@/lib/intentCatalog';

/** Sign-up intents of SPEC section 1 (src/lib/intentCatalog.ts); a CTA band sends visitors to sign up with one. */
export type { IntentKey };

/** Testimonial ids of SPEC section 2 (the quotes live in content/testimonials.ts). */
export type TestimonialId = 'symblai2' | 'sinch1' | 'youcom1' | 'nexhealth' | 'nexhealth1' | 'ware2Go1' | 'reloadly1';

/** A picture: a URL of our own SVG under /images/** and the text that replaces it for screen readers. */
export interface ImageContent {
  src: string;
  alt: string;
}

/** The top of a page: the page's single h1, its sub-headline and a product picture. */
export interface HeroContent {
  /** Short label above the headline, e.g. "API Monitoring". */
  eyebrow: string;
  /** The page's h1 (SPEC 9: at most 70 characters). */
  headline: string;
  /** The sub-headline under the h1 (SPEC 9: at most 120 characters). */
  subheadline: string;
  image: ImageContent;
}

/** One tile of the pillar row right under the hero. */
export interface PillarContent {
  title: string;
  body: string;
}

/** One alternating feature section: text on one side, a stylised screenshot on the other. */
export interface FeatureSectionContent {
  /** Stable anchor id, unique on the page. */
  id: string;
  title: string;
  body: string;
  bullets: string[];
  image: ImageContent;
}

/** One tile of the question gallery: a question the product answers and the screen that answers it. */
export interface QuestionContent {
  question: string;
  answer: string;
  image: ImageContent;
}

/** A link to a related marketing page. */
export interface RelatedLinkContent {
  label: string;
  path: string;
  description: string;
}

/** The closing call-to-action band; the intent key is carried to sign-up. */
export interface CtaContent {
  title: string;
  body: string;
  intentKey: IntentKey;
}

/** Everything a standard content page shows, top to bottom. */
export interface MarketingPageContent {
  /** Canonical path, e.g. '/features/api-monitoring'. */
  path: string;
  /** Identifier carried by the 'landing viewed' analytics event (SPEC section 2). */
  feature: string;
  /** Document title. */
  title: string;
  /** Meta description (aim for 120-160 characters). */
  description: string;
  hero: HeroContent;
  pillars: PillarContent[];
  sections: FeatureSectionContent[];
  testimonialId?: TestimonialId;
  questions: QuestionContent[];
  related: RelatedLinkContent[];
  cta: CtaContent;
}

/** The entry of a page in the SEO registry. */
export interface PageMeta {
  path: string;
  title: string;
  description: string;
  /** Where the canonical link points when it is not this path (a URL that shows another page's content). */
  canonicalPath?: string;
  /**
   * URL of the picture at the top of the page (its largest paint): the server's head preloads it, so it is fetched
   * with the page's scripts instead of after they render the page.
   */
  heroImage?: string;
}
