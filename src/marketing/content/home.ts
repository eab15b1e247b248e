/**
 * Copy and data of the top of the home page, which every visit paints at once: hero, ad-link headings, logo
 * marquee and the quick-install language names the headings use (pure data: images are URL strings under
 * /images/home/). The hero headline and subtitle come from the visitor's intent (src/lib/intentCatalog.ts) or an
 * ad link. The sections further down have their copy in homeSections.ts, which arrives with them.
 */

/** A picture of the home page. */
export interface HomeImage {
  src: string;
  alt: string;
}

/** A fictional customer wordmark of the logo marquee. */
export interface CustomerLogo {
  name: string;
  /** Wordmark colour (AA contrast on white). */
  color: string;
  /** Glyph drawn before the name. */
  shape: 'circle' | 'square' | 'triangle' | 'diamond';
}

export const homeHero = {
  eyebrow: 'API analytics · monitoring · usage-based billing',
  image: {
    src: '/images/home/hero-dashboard.svg',
    alt: 'Apiscope dashboard: API calls per customer over 30 days, error rate, p95 latency and this month’s billable usage',
  },
  getStarted: 'Get Started Free',
  requestDemo: 'Request Demo',
  trialNote: '14-day free trial with 10 million events. No credit card needed.',
} as const;

/**
 * Hero copy for ad links that name an integration, a language or a billing provider (SPEC 2); `{name}` is the
 * catalogue name, or the cleaned ad value when the catalogue does not know it. An explicit H1 / H2 wins.
 */
export const adHeroCopy = {
  integration: {
    title: 'API analytics and monetization for {name}',
    subtitle: 'See every API call through {name}: usage by customer, errors, latency, alerts and usage-based billing.',
  },
  language: {
    title: 'API analytics and monetization for {name} APIs',
    subtitle: 'Add the {name} SDK in minutes, then see usage by customer, errors and latency, and bill for usage.',
  },
  billing: {
    title: 'Usage-based billing with {name}',
    subtitle: 'Meter API usage by customer and report it to {name}, which keeps invoicing and payments.',
  },
} as const;

export const customerLogos: CustomerLogo[] = [
  { name: 'Parlance AI', color: '#0f4c81', shape: 'circle' },
  { name: 'Relaywave', color: '#7c2d12', shape: 'triangle' },
  { name: 'Querent', color: '#5b21b6', shape: 'diamond' },
  { name: 'Carebridge', color: '#065f46', shape: 'square' },
  { name: 'Dockline', color: '#1e3a8a', shape: 'circle' },
  { name: 'Topline Pay', color: '#9d174d', shape: 'diamond' },
  { name: 'Ferrous Labs', color: '#374151', shape: 'square' },
  { name: 'Mapwright', color: '#0e7490', shape: 'triangle' },
];

/** A server language of the quick-install section, and the `language` ad-parameter values that name it. */
export interface InstallLanguage {
  /** Tab value and the `language` ad parameter it answers to (lower case). */
  id: string;
  label: string;
  /** Other spellings of the language an ad link may use. */
  aliases: string[];
}

/** The quick-install languages (their snippets are in homeSections.ts). */
export const installLanguages: InstallLanguage[] = [
  { id: 'node.js', label: 'Node.js', aliases: ['node', 'nodejs', 'express', 'javascript'] },
  { id: 'python', label: 'Python', aliases: ['django', 'flask', 'py'] },
  { id: 'go', label: 'Go', aliases: ['golang'] },
  { id: 'ruby', label: 'Ruby', aliases: ['rails', 'rack'] },
  { id: 'java', label: 'Java', aliases: ['spring', 'servlet', 'kotlin'] },
  { id: '.net', label: '.NET', aliases: ['c#', 'csharp', 'dotnet', 'asp.net'] },
];
