import { SMTPServer } from 'smtp-server';

/** A message the sink received, with its parts decoded. */
export interface ReceivedMail {
  /** RCPT TO addresses. */
  to: string[];
  from: string;
  subject: string;
  /** Decoded text/plain part. */
  text: string;
  /** Decoded text/html part. */
  html: string;
  raw: string;
}

/** A local SMTP server on a loopback port that keeps every message it receives. */
export interface SmtpSink {
  /** smtp://127.0.0.1:PORT for the server's SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the next message to arrive (or the first already there after `seen`). */
  next(seen?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function splitHeaders(block: string): { headers: Record<string, string>; body: string } {
  const at = block.indexOf('\r\n\r\n');
  const head = block.slice(0, at).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: block.slice(at + 4) };
}

function decodePart(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

function decodeHeaderWords(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')));
}

/** Reads subject and the text and HTML parts of a multipart/alternative message. */
export function parseMail(raw: string, to: string[], from: string): ReceivedMail {
  const { headers, body } = splitHeaders(raw);
  const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1).map((part) => splitHeaders(part.replace(/^\r\n/, ''))) : [{ headers, body }];
  const find = (type: string) => {
    const part = parts.find((p) => (p.headers['content-type'] ?? '').startsWith(type));
    return part ? decodePart(part.headers, part.body).replace(/\r\n$/, '') : '';
  };
  return { to, from, subject: decodeHeaderWords(headers.subject ?? ''), text: find('text/plain'), html: find('text/html'), raw };
}

/** Starts the sink on a free loopback port. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const waiting: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        messages.push(parseMail(Buffer.concat(chunks).toString('utf8'), to, from));
        waiting.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async next(seen = messages.length) {
      while (messages.length <= seen) await new Promise<void>((resolve) => waiting.push(resolve));
      return messages[seen];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The token at the end of the first link to `path` in a text, e.g. /invite/<token>. */
export function linkToken(text: string, path: string): string {
  const match = new RegExp(`${path}/([A-Za-z0-9_-]{43})`).exec(text);
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return match[1];
}
