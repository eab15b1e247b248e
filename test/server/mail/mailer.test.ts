import { Mailer, sendMail } from '../../../server/src/mail/mailer';
import { DEFAULT_MAIL_FROM, loadMailConfig, smtpConfigured } from '../../../server/src/mail/mailConfig';
import { escapeHtml, renderActionMail } from '../../../server/src/mail/templates';
import type { AppContext } from '../../../server/src/context';
import { startSmtpSink, type SmtpSink } from './smtpSink';

const content = {
  subject: 'Join <Acme & Co>',
  greeting: 'Hello,',
  paragraphs: ['Ada <script>alert(1)</script> invited you to "Acme".'],
  actionLabel: 'Accept the invitation',
  link: 'https://app.example.com/invite/abc?x=1&y=2',
  footnote: 'The link works once.',
};

describe('mail configuration', () => {
  it('reads SMTP_URL or host, port, user, password and TLS, and the sender', () => {
    expect(smtpConfigured(loadMailConfig({}))).toBe(false);
    expect(loadMailConfig({}).from).toBe(DEFAULT_MAIL_FROM);
    const url = loadMailConfig({ SMTP_URL: 'smtps://u:p@mail.example.com:465', MAIL_FROM: 'Team <team@example.com>' });
    expect(smtpConfigured(url)).toBe(true);
    expect(url.from).toBe('Team <team@example.com>');
    const parts = loadMailConfig({ SMTP_HOST: 'mail.example.com', SMTP_SECURE: 'true', SMTP_USER: 'u', SMTP_PASS: 'p' });
    expect(parts).toMatchObject({ host: 'mail.example.com', port: 465, secure: true, user: 'u', pass: 'p' });
    expect(loadMailConfig({ SMTP_HOST: 'h', SMTP_PORT: '2525' }).port).toBe(2525);
    expect(loadMailConfig({ SMTP_HOST: 'h', SMTP_PORT: 'nope' }).port).toBe(587);
  });
});

describe('mail templates', () => {
  it('escape every value in the HTML part and name the product and the link in both parts', () => {
    const mail = renderActionMail(content);
    expect(mail.subject).toBe('Join <Acme & Co> — Apiscope');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Ada &lt;script&gt;alert(1)&lt;/script&gt; invited you to &quot;Acme&quot;.');
    expect(mail.html).toContain('href="https://app.example.com/invite/abc?x=1&amp;y=2"');
    expect(mail.html).toContain('Apiscope');
    expect(mail.text).toContain('Accept the invitation: https://app.example.com/invite/abc?x=1&y=2');
    expect(mail.text).toContain('Ada <script>alert(1)</script> invited you');
    expect(escapeHtml(`'&"`)).toBe('&#39;&amp;&quot;');
  });

  it('keep the subject on one line', () => {
    expect(renderActionMail({ ...content, subject: 'a\r\nBcc: x@evil.io' }).subject).toBe('a Bcc: x@evil.io — Apiscope');
  });
});

describe('Mailer over SMTP', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink.close();
  });

  it('delivers the message to the recipient with its subject, text and HTML parts', async () => {
    const mailer = new Mailer({ ...loadMailConfig({}), smtpUrl: sink.url, from: 'Apiscope <no-reply@apiscope.test>' });
    const seen = sink.messages.length;
    const outcome = await mailer.send('ada@example.com', renderActionMail(content));
    expect(outcome.delivered).toBe(true);
    const received = await sink.next(seen);
    expect(received.to).toEqual(['ada@example.com']);
    expect(received.from).toBe('no-reply@apiscope.test');
    expect(received.subject).toBe('Join <Acme & Co> — Apiscope');
    expect(received.text).toContain('Accept the invitation: https://app.example.com/invite/abc?x=1&y=2');
    expect(received.html).toContain('href="https://app.example.com/invite/abc?x=1&amp;y=2"');
    mailer.close();
  });

  it('sends nothing without an SMTP server and says so', async () => {
    const mailer = new Mailer(loadMailConfig({}));
    expect(mailer.enabled).toBe(false);
    expect(await mailer.send('ada@example.com', renderActionMail(content))).toEqual({ delivered: false });
  });

  it('answers 502 naming the message when the mail server cannot be reached', async () => {
    const ctx = { config: { mail: { ...loadMailConfig({}), smtpUrl: 'smtp://127.0.0.1:1' } } } as unknown as AppContext;
    await expect(sendMail(ctx, 'ada@example.com', renderActionMail(content), 'invitation')).rejects.toMatchObject({
      status: 502,
      message: 'The invitation e-mail could not be sent: the mail server did not accept it. Try again later.',
    });
  });
});
