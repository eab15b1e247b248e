/**
 * An origin that may frame the /plugin/ pages: `https://host[:port]`, optionally with a leading `*.` wildcard label
 * (`https://*.zendesk.com`), or plain http for localhost during development.
 */
const ORIGIN_PATTERN = /^(https:\/\/(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*|http:\/\/(localhost|127\.0\.0\.1))(:\d{1,5})?$/;

/**
 * Parses PLUGIN_FRAME_ANCESTORS: space-separated origins of the help-desk tools allowed to frame the /plugin/ pages.
 * Empty or unset means none. Anything that is not an origin (paths, keywords, `;`) stops the start-up, so that the
 * setting can never widen or break the Content-Security-Policy.
 */
export function parseFrameAncestors(value: string | undefined): string[] {
  const origins = (value ?? '').split(/\s+/).filter(Boolean).map((origin) => origin.toLowerCase().replace(/\/$/, ''));
  for (const origin of origins) {
    if (!ORIGIN_PATTERN.test(origin)) {
      throw new Error(`PLUGIN_FRAME_ANCESTORS: '${origin}' is not an origin; use space-separated values such as https://example.zendesk.com`);
    }
  }
  return [...new Set(origins)];
}
