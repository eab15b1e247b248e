/** A pino destination: receives one JSON log line per write. */
export interface LogDestination {
  write(line: string): void;
}

const LEVEL_NAMES: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

const paint = (code: number) => (text: string) => `\u001b[${code}m${text}\u001b[39m`;
const dim = (text: string) => `\u001b[2m${text}\u001b[22m`;
const red = paint(31);
const green = paint(32);
const yellow = paint(33);
const cyan = paint(36);

function statusColour(status: number): (text: string) => string {
  if (status >= 500) return red;
  if (status >= 400) return yellow;
  if (status >= 300) return cyan;
  return green;
}

function levelColour(level: number): (text: string) => string {
  if (level >= 50) return red;
  if (level >= 40) return yellow;
  return (text) => text;
}

function clock(time: unknown): string {
  const date = typeof time === 'number' ? new Date(time) : new Date();
  return date.toISOString().slice(11, 23);
}

/** One JSON log line as a short coloured terminal line: request lines as `METHOD url status time`, others with their level. */
export function formatLogLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.trimEnd();
  }
  const time = dim(clock(entry.time));
  if (typeof entry.method === 'string' && typeof entry.status === 'number') {
    const ms = typeof entry.ms === 'number' ? `${entry.ms.toFixed(1)} ms` : '';
    return `${time} ${entry.method} ${String(entry.url)} ${statusColour(entry.status)(String(entry.status))} ${dim(ms)}`;
  }
  const level = typeof entry.level === 'number' ? entry.level : 30;
  const err = entry.err as { message?: unknown } | undefined;
  const detail = err && typeof err.message === 'string' ? ` ${dim(`(${err.message})`)}` : '';
  return `${time} ${levelColour(level)((LEVEL_NAMES[level] ?? 'LOG').padEnd(5))} ${String(entry.msg ?? '')}${detail}`;
}

/** A destination writing formatted, coloured lines to a terminal. */
export function terminalDestination(out: NodeJS.WriteStream = process.stdout): LogDestination {
  return { write: (line) => { out.write(`${formatLogLine(line)}\n`); } };
}
