/** How the product sends e-mail: an SMTP server, or none (links are then handed to the person who asked). */
export interface MailConfig {
  /** Full SMTP URL, e.g. smtps://user:pass@smtp.example.com:465 (SMTP_URL); wins over the separate settings. */
  smtpUrl: string | null;
  /** SMTP host (SMTP_HOST); no host and no URL means no SMTP: nothing is sent. */
  host: string | null;
  /** SMTP port (SMTP_PORT, default 587, or 465 when secure). */
  port: number;
  /** SMTP user name (SMTP_USER), optional. */
  user: string | null;
  /** SMTP password (SMTP_PASS), optional. */
  pass: string | null;
  /** TLS from the first byte (SMTP_SECURE=true, usual on port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  /** Sender of every message (MAIL_FROM, default "Apiscope <no-reply@apiscope.dev>"). */
  from: string;
}

/** Sender used when MAIL_FROM is not set. */
export const DEFAULT_MAIL_FROM = 'Apiscope <no-reply@apiscope.dev>';

/** Reads the mail settings from an environment. */
export function loadMailConfig(env: NodeJS.ProcessEnv): MailConfig {
  const secure = env.SMTP_SECURE === 'true';
  const port = Number.parseInt(env.SMTP_PORT ?? '', 10);
  return {
    smtpUrl: env.SMTP_URL?.trim() || null,
    host: env.SMTP_HOST?.trim() || null,
    port: Number.isInteger(port) && port > 0 && port < 65536 ? port : secure ? 465 : 587,
    user: env.SMTP_USER || null,
    pass: env.SMTP_PASS || null,
    secure,
    from: env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM,
  };
}

/** True when an SMTP server is configured, so messages are really sent. */
export function smtpConfigured(config: MailConfig): boolean {
  return Boolean(config.smtpUrl || config.host);
}
