/** Every IANA time zone the browser knows, UTC first; the app's own zone is added when the browser lacks it. */
export function timeZoneNames(current?: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = ['UTC', ...known.filter((zone) => zone !== 'UTC')];
  return current && !zones.includes(current) ? [current, ...zones] : zones;
}
