/** A statement ClickHouse refused, or a server that could not be reached; the message is ClickHouse's own. */
export class ClickHouseError extends Error {
  constructor(
    message: string,
    /** ClickHouse's error code (47 unknown identifier, 60 unknown table ...); null when the server was not reached. */
    readonly code: number | null,
    /** The HTTP status of the answer; null when there was none. */
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'ClickHouseError';
  }
}

/** Whether an answer's text is a ClickHouse exception (also one that arrives after a 200 status, mid-stream). */
export function isExceptionText(text: string): boolean {
  return /(^|\n)Code: \d+[.,] /.test(text);
}

/**
 * The error of a ClickHouse exception text. 18.16 writes `Code: 47, e.displayText() = DB::Exception: <message>,
 * e.what() = DB::Exception`; current releases write `Code: 47. DB::Exception: <message>. (NAME) (version x.y)`.
 * The message keeps ClickHouse's words without that framing.
 */
export function exceptionError(text: string, status: number | null): ClickHouseError {
  const start = text.search(/(^|\n)Code: \d+[.,] /);
  const body = (start >= 0 ? text.slice(start) : text).trim();
  const code = /^Code: (\d+)/.exec(body);
  const message = body
    .replace(/^Code: \d+[.,] (e\.displayText\(\) = )?/, '')
    .replace(/^DB::Exception: /, '')
    .replace(/, e\.what\(\) = .*$/s, '')
    .replace(/ \(version .*\)\s*$/s, '')
    .trim();
  return new ClickHouseError(message || `ClickHouse answered HTTP ${status}`, code ? Number(code[1]) : null, status);
}
