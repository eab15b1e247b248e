const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Offset of a time zone from UTC at an instant, in ms (e.g. -28,800,000 for Los Angeles in winter). */
export function timeZoneOffsetMs(timeZone: string, at: number): number {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(new Date(at)).map((p) => [p.type, p.value]));
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return wall - Math.floor(at / 1000) * 1000;
}

const WEEK = 7 * 86_400_000;

/**
 * The zone's offset if it is the same over the whole window (no daylight-saving change inside), else null.
 * A constant offset lets histograms shift times arithmetically instead of converting every row's time zone.
 */
export function constantOffsetMs(timeZone: string, from: number, to: number): number | null {
  const offset = timeZoneOffsetMs(timeZone, from);
  for (let t = from + WEEK; t < to; t += WEEK) if (timeZoneOffsetMs(timeZone, t) !== offset) return null;
  return timeZoneOffsetMs(timeZone, to) === offset ? offset : null;
}
