import type { MarketingPageContent } from './types';

/** A tile of the comparison guide linking to one compare page. */
export interface GuideTileContent {
  title: string;
  description: string;
  path: string;
}

/** A navigation panel of the comparison guide (e.g. scalable infrastructure) pointing to a deeper page. */
export interface NavigationPanelContent {
  title: string;
  body: string;
  linkLabel: string;
  path: string;
}

/** The /comparison-guide page: standard page plus guide tiles, three panels and the GDPR/CCPA call to action. */
export interface ComparisonGuideContent extends MarketingPageContent {
  guidesTitle: string;
  guides: GuideTileContent[];
  panels: NavigationPanelContent[];
  privacyCallout: NavigationPanelContent;
}

/** One SDK tab: its code sample and the `language` query values that preselect it. */
export interface SdkSnippetContent {
  /** Stable tab value, e.g. 'nodejs'. */
  value: string;
  label: string;
  /** Lower-case `?language=` values that select this tab, e.g. ['node', 'node.js', 'javascript']. */
  aliases: string[];
  /** The language of the code, for the code block's label. */
  codeLanguage: string;
  code: string;
}

/** An /enterprise/{name} page; the API-management page adds SDK install tabs. */
export interface EnterprisePageContent extends MarketingPageContent {
  sdkSnippets?: SdkSnippetContent[];
}
