/** Acquisition properties attached to analytics events (SPEC section 3): where the visitor came from. */

/** Referrer and campaign data of a visit; only properties that are present are set. */
export interface TrackedProperties {
  /** The full referring URL. */
  referrer?: string;
  /** Host name of the referring URL. */
  referring_domain?: string;
  /** Google Ads click id. */
  gclid?: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  utm_term?: string;
  utm_content?: string;
}

const QUERY_KEYS = ['gclid', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

/** The parts of `window.location` that carry campaign data. */
export interface LocationLike {
  search: string;
}

/** Reads the tracked properties from a location and a referrer (defaults: the current page and document). */
export function readTrackedProperties(
  location: LocationLike = window.location,
  referrer: string = document.referrer,
): TrackedProperties {
  const props: TrackedProperties = {};
  if (referrer) {
    props.referrer = referrer;
    try {
      props.referring_domain = new URL(referrer).hostname;
    } catch {
      // A referrer that is not a URL still counts as a referrer; it just has no domain.
    }
  }
  const params = new URLSearchParams(location.search);
  for (const key of QUERY_KEYS) {
    const value = params.get(key)?.trim();
    if (value) props[key] = value;
  }
  return props;
}
