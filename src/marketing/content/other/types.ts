/**
 * Content model of the "other" marketing pages (customers, integrations, implementation guides, pricing,
 * company, legal, landing). Pure data: no JSX and no image imports, so the SEO registry can read it from Node.
 */

/** Title, meta description and canonical path of one concrete page. */
export interface OtherPageMeta {
  path: string;
  title: string;
  description: string;
  /** Identifier carried by the 'landing viewed' analytics event. */
  feature: string;
}

/** One measured result shown on a case study. */
export interface CaseStudyMetric {
  /** The figure, e.g. "38%". */
  value: string;
  /** What the figure measures, e.g. "fewer support tickets about failed calls". */
  label: string;
}

/**
 * A customer story. The companies are fictional examples that an operator replaces with real, approved
 * stories; the page says so.
 */
export interface CaseStudy {
  /** URL id: /casestudies/:id. */
  id: string;
  company: string;
  industry: string;
  /** One-line summary used on the list page and as the detail page's meta description. */
  summary: string;
  headline: string;
  challenge: string[];
  solution: string[];
  results: string[];
  metrics: CaseStudyMetric[];
  /** Products the customer used, e.g. "API Analytics". */
  products: string[];
  logo: string;
}

/** Grouping of the integration catalogue; each is a tag route /extensions/:tag. */
export type IntegrationTag = 'gateways' | 'middleware' | 'billing';

/** One entry of the integration catalogue (SPEC 3: id, platform, param, name, optional actions flag). */
export interface Integration {
  id: string;
  /** Runtime or product family, e.g. "Node.js" or "API gateway". */
  platform: string;
  /** Query value the implementation pages accept for this integration, e.g. `language=node`. */
  param: string;
  name: string;
  tag: IntegrationTag;
  description: string;
  /** True when the integration can also send custom actions (user behaviour events), not only API calls. */
  actions?: boolean;
  /** Implementation page with setup steps, when one exists. */
  guidePath?: string;
}

/** One code sample of a guide. */
export interface CodeSample {
  /** Short caption, e.g. "app.js". */
  caption: string;
  /** Syntax family for the code block label, e.g. "javascript". */
  language: string;
  code: string;
}

/** A framework or runtime variant of an SDK guide, chosen with ?platform=. */
export interface GuidePlatform {
  id: string;
  label: string;
  install: CodeSample;
  setup: CodeSample;
}

/** What the reader wants to do with the data, chosen with ?useCase=. */
export type GuideUseCase = 'analytics' | 'monitoring' | 'monetization';

/** An implementation guide for one SDK: /implementation/log-http-calls-from-{id}. */
export interface SdkGuide {
  /** URL id, e.g. 'node'. */
  id: string;
  /** Display name of the language, e.g. "Node.js". */
  language: string;
  /** The open-source package the guide installs. */
  packageName: string;
  /** Name of the setting that points the SDK at the Apiscope collector. */
  baseUriSetting: string;
  platforms: GuidePlatform[];
  /** Extra code per use case, added after the setup step. */
  useCases: Record<GuideUseCase, CodeSample>;
}

export type {
  PlanId, PricingPlan, PricingModel, FaqItem, LegalSection, LegalDocument, Subprocessor, PressRelease,
  LandingPageContent,
} from './documentTypes';
