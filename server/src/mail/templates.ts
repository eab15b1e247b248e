/** The product's name as every message shows it. */
export const PRODUCT_NAME = 'Apiscope';

/** A message ready to send: subject, plain-text part and HTML part. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** What a message asking the reader to follow one link says. Values are plain text: the HTML part escapes them. */
export interface ActionMailContent {
  /** Subject line, without the product name (it is appended). */
  subject: string;
  /** First line of the message, e.g. "Hi Ada,". */
  greeting: string;
  /** Paragraphs before the button. */
  paragraphs: string[];
  /** Label of the button, e.g. "Accept the invitation". */
  actionLabel: string;
  /** The link the button opens (absolute URL). */
  link: string;
  /** Small print after the button, e.g. when the link expires and what to do if the mail was unexpected. */
  footnote: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes a value for HTML text and attribute positions. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

/** Removes line breaks from a header value (the subject), so no value can add headers. */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}

/** Renders a one-link message as plain text and HTML, both naming the product and carrying the link. */
export function renderActionMail(content: ActionMailContent): RenderedMail {
  const subject = oneLine(`${content.subject} — ${PRODUCT_NAME}`);
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    `${content.actionLabel}: ${content.link}`,
    '',
    content.footnote,
    '',
    `— ${PRODUCT_NAME}`,
    '',
  ].join('\n');
  const link = escapeHtml(content.link);
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6fb;font-family:-apple-system,Segoe UI,Roboto,sans-serif;color:#1f2937">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="margin:0 0 24px;font-weight:700;font-size:20px;color:#0b5cad">${escapeHtml(PRODUCT_NAME)}</p>
<p>${escapeHtml(content.greeting)}</p>
${content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p style="margin:32px 0"><a href="${link}" style="background:#0b5cad;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(content.actionLabel)}</a></p>
<p style="font-size:14px;color:#4b5563">If the button does not work, copy this link into your browser:<br><a href="${link}">${link}</a></p>
<p style="font-size:14px;color:#4b5563">${escapeHtml(content.footnote)}</p>
</div></body></html>
`;
  return { subject, text, html };
}
