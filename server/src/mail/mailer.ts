import nodemailer, { type Transporter } from 'nodemailer';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { smtpConfigured, type MailConfig } from './mailConfig';
import type { RenderedMail } from './templates';

/** What happened to a message. */
export type MailOutcome =
  /** Accepted by the SMTP server. */
  | { delivered: true; messageId: string }
  /** No SMTP server is configured: nothing was sent, the caller hands the link over another way. */
  | { delivered: false };

/** Longest wait for the SMTP server at each step (connect, greeting, each command). */
const SMTP_TIMEOUT_MS = 15_000;

function createTransport(config: MailConfig): Transporter {
  const timeouts = { connectionTimeout: SMTP_TIMEOUT_MS, greetingTimeout: SMTP_TIMEOUT_MS, socketTimeout: SMTP_TIMEOUT_MS };
  if (config.smtpUrl) return nodemailer.createTransport({ url: config.smtpUrl, ...timeouts });
  return nodemailer.createTransport({
    host: config.host ?? undefined,
    port: config.port,
    secure: config.secure,
    auth: config.user ? { user: config.user, pass: config.pass ?? '' } : undefined,
    ...timeouts,
  });
}

/**
 * The product's one way to send e-mail (invites, address verification; alerts and reports later). Without an SMTP
 * server it sends nothing and says so, so that callers can give the link to the person who asked for it instead.
 */
export class Mailer {
  private transport: Transporter | null = null;

  constructor(private readonly config: MailConfig) {}

  /** True when messages are really sent. */
  get enabled(): boolean {
    return smtpConfigured(this.config);
  }

  /** Sends a rendered message to one recipient. SMTP failures reject (callers answer 502). */
  async send(to: string, mail: RenderedMail): Promise<MailOutcome> {
    if (!this.enabled) return { delivered: false };
    this.transport ??= createTransport(this.config);
    const info = await this.transport.sendMail({ from: this.config.from, to, subject: mail.subject, text: mail.text, html: mail.html });
    return { delivered: true, messageId: String(info.messageId) };
  }

  /** Closes pooled connections (server shutdown). */
  close(): void {
    this.transport?.close();
    this.transport = null;
  }
}

const mailers = new WeakMap<object, Mailer>();

/** The server's mailer, made on first use from its configuration. */
export function mailerFor(ctx: Pick<AppContext, 'config'>): Mailer {
  let mailer = mailers.get(ctx.config);
  if (!mailer) {
    mailer = new Mailer(ctx.config.mail);
    mailers.set(ctx.config, mailer);
  }
  return mailer;
}

/**
 * Sends through the server's mailer; an SMTP failure becomes 502 naming what could not be sent, so the caller's
 * change is not half made behind the user's back (callers send before they commit, or say what was kept).
 */
export async function sendMail(ctx: Pick<AppContext, 'config'>, to: string, mail: RenderedMail, what: string): Promise<MailOutcome> {
  try {
    return await mailerFor(ctx).send(to, mail);
  } catch {
    throw new HttpError(502, `The ${what} e-mail could not be sent: the mail server did not accept it. Try again later.`);
  }
}
