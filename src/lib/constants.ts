/**
 * Business constants and limits of the product (SPEC section 9), in one place.
 * Durations carry their unit in the name (`_MS`, `_HOURS`, `_DAYS`); sizes are counts or CSS pixels.
 */

// ---- Plans, trial and quotas ----

/** Length of a free trial. */
export const TRIAL_DAYS = 14;
/** Event quota granted with a trial or default subscription. */
export const DEFAULT_EVENT_QUOTA = 10_000_000;
/** Below this many events an app counts as barely integrated (prompts, onboarding hints). */
export const MIN_EVENT_COUNT_THRESHOLD = 1000;
/** Most events handed to AI-assisted analysis at once. */
export const MAX_EVENT_COUNT_FOR_AI = 30;
/** Seats added per team add-on pack. */
export const TEAM_ADD_ON_PACK_SIZE = 5;

/** Plan identifiers the app knows by name. */
export const PLAN_IDS = {
  /** The annual growth plan with 5 million events. */
  growthAnnual5M: 'growth-annual-5m',
  /** The free plan. */
  free: 'free',
  /** The basic-insights plan (basic metrics for API-management partners). */
  basicInsights: 'basic-insights',
  /** The paid basic plan. */
  basicPaid: 'basic-paid',
} as const;
export type PlanId = (typeof PLAN_IDS)[keyof typeof PLAN_IDS];

/** Days of basic metrics a rival listing offers (marketing comparison copy). */
export const BASIC_METRICS_RETENTION_DAYS = 90;

// ---- Advertising ----

/** Conversion values reported to ad networks, in US dollars. */
export const AD_CONVERSION_VALUES_USD = { trialStart: 100.0, paidSubscription: 1000.0 } as const;
export const AD_CONVERSION_CURRENCY = 'USD';
/** Longest ad-link headline (H1) shown, in characters. */
export const AD_H1_MAX_LENGTH = 70;
/** Longest ad-link sub-headline (H2) shown, in characters. */
export const AD_H2_MAX_LENGTH = 120;

// ---- Cookies and identity ----

/** Name of the cookie remembering the sign-up intent. */
export const INTENT_COOKIE_NAME = 'mo-intent';
/** Lifetime of the intent cookie (21 days). */
export const INTENT_COOKIE_LIFETIME_HOURS = 504;
/** Lifetime of cookies written without an explicit lifetime. */
export const DEFAULT_COOKIE_LIFETIME_HOURS = 12;
/** Accounts on this e-mail domain (and its subdomains) belong to the company and are never tracked. */
export const COMPANY_EMAIL_DOMAIN = 'apiscope.dev';

// ---- Marketing pages ----

export const TESTIMONIAL_ROTATION_MS = 10_000;
export const DEMO_CAROUSEL_INTERVAL_MS = 3_000;
/** Delay before the home page scrolls smoothly to the URL hash target. */
export const HASH_SCROLL_DELAY_MS = 100;
/** The header gets its shadow once the page is scrolled further than this. */
export const HEADER_SHADOW_SCROLL_PX = 10;
/** Viewports at least this wide are treated as desktop. */
export const DESKTOP_MIN_WIDTH_PX = 992;
/** Space kept above a showcase step when scrolling to it. */
export const SHOWCASE_SCROLL_OFFSET_PX = 150;
export const SHOWCASE_STEP_COUNT = 5;
export const SHOWCASE_OPTIONS_PER_STEP = 2;
/** Width of a toast notification. */
export const NOTIFICATION_WIDTH_PX = 400;

// ---- Portal lists and reloads ----

export const WORKSPACE_PAGE_SIZE = 100;
export const ALERT_RULES_PAGE_SIZE = 30;
/** Wait after an invite before the org user list reloads. */
export const INVITE_RELOAD_DELAY_MS = 1000;

// ---- Search windows ----

/** Time window and sample size of the "is data arriving?" integration check. */
export const INTEGRATION_CHECK = { from: '-30d', to: 'now', sampleSize: 10 } as const;
/** Sizes of the sample data shown for the demo organization's integration check. */
export const DEMO_INTEGRATION_DATA = { hits: 200, anyDocs: 100, actions: 30 } as const;
/** The org one-day event count looks back this far, in this time zone. */
export const ORG_EVENT_COUNT_WINDOW = { hours: 24, timeZone: 'America/Los_Angeles' } as const;
/** Default time range of a smart-diff job. */
export const SMART_DIFF_RANGE = { from: '-4w', to: 'now' } as const;
/** Semantic search is on and matches all terms. */
export const SEMANTIC_SEARCH = { enabled: true, mode: 'all' } as const;

// ---- Query strings ----

/** qs limits: nesting depth, most elements read as an array (indices 0-99), parsed strings remembered. */
export const QUERY_STRING_LIMITS = { depth: 8, arrayLimit: 100, memoSize: 10 } as const;

// ---- Network, timers and notices ----

export const REQUEST_TIMEOUT_MS = 30_000;
/** The OAuth callback window closes this long after it received a token. */
export const OAUTH_WINDOW_CLOSE_MS = 2_000;
export const SUCCESS_TOAST_MS = 5_000;
/** An "Access is denied" notice (401 without session expiry) stays this long. */
export const ACCESS_DENIED_TOAST_MS = 7_000;
export const UNSUPPORTED_BROWSER_WARNING_MS = 10_000;
/** The new-version notice waits at least this long after page load ... */
export const NEW_VERSION_NOTICE_MIN_DELAY_MS = 10 * 60 * 1000;
/** ... plus a random share of this much (0 to 110 hours), so not every tab nags at once. */
export const NEW_VERSION_NOTICE_MAX_JITTER_MS = 110 * 60 * 60 * 1000;

/** Lazy code chunks: attempts after the first, pause between them and time-out per attempt. */
export const CHUNK_LOAD_RETRY = { retries: 5, delayMs: 30_000, timeoutMs: 120_000 } as const;

// ---- Error reporting ----

/** Share of browser sessions that report errors, and share recorded as replays (none). */
export const ERROR_REPORTING_SAMPLE_RATES = { sessions: 0.8, replaySessions: 0, replayOnError: 0 } as const;
/** Errors kept while the reporting service is still loading. */
export const ERROR_REPORT_BUFFER_SIZE = 20;

// ---- Feature flags ----

/** Off: quota limits apply to every account. */
export const IGNORE_QUOTA = false;
/** Off: no per-user advertising tags are loaded. */
export const USER_AD_TRACKING = false;
