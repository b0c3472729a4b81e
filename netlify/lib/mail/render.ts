// Every message is described once as blocks of plain text and rendered twice: a plain-text part and an
// HTML part in the brand's style (table layout and inline styles, which is what mail clients support).
// Every string is escaped on the way into HTML, so nothing a visitor typed can become markup or a link.
import { postalAddressLine, site } from '../../../src/site.ts';

export interface MailContent {
  subject: string;
  /** The line mail clients show beside the subject (hidden in the body). */
  preheader: string;
  heading: string;
  /** Paragraphs before the action. */
  intro: readonly string[];
  /** The one thing to do: a button in HTML, a labelled address in text. */
  action?: { label: string; url: string; fallback: string };
  /** Label and value pairs, e.g. an enquiry's fields. */
  details?: ReadonlyArray<readonly [string, string]>;
  /** Longer text quoted as is, line breaks kept (an enquiry's message). */
  quote?: { label: string; text: string };
  /** Paragraphs after the action; one may end in a link (an unsubscribe address, for instance). */
  outro?: readonly (string | LinkedParagraph)[];
  /** Who sent this and why the reader is getting it. */
  reason: string;
}

/** A paragraph ending in a link: `before` and the link's label read as one sentence. */
export interface LinkedParagraph {
  before: string;
  link: { label: string; url: string };
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/** A header value on one line: line breaks (header injection) and control characters become spaces. */
export function headerText(value: string): string {
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}

const COLOURS = {
  navy: '#0b1f3a',
  ocean: '#0e4d6e',
  teal: '#14b8a6',
  gold: '#c9a227',
  text: '#1e293b',
  muted: '#475569',
};
const FONT = "font-family:'Inter','Segoe UI',Helvetica,Arial,sans-serif;";

const paragraph = (text: string | LinkedParagraph) => {
  const inner =
    typeof text === 'string'
      ? escapeHtml(text)
      : `${escapeHtml(text.before)}<a href="${escapeHtml(text.link.url)}" style="color:${COLOURS.ocean};">${escapeHtml(text.link.label)}</a>.`;
  return `<p style="margin:0 0 16px;${FONT}font-size:16px;line-height:24px;color:${COLOURS.text};">${inner}</p>`;
};

/** The text part's form of a paragraph: a link's label, then its address. */
const plain = (text: string | LinkedParagraph) =>
  typeof text === 'string' ? text : `${text.before}${text.link.label}: ${text.link.url}`;

function actionHtml(action: NonNullable<MailContent['action']>): string {
  const url = escapeHtml(action.url);
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;"><tr><td style="border-radius:6px;background:${COLOURS.navy};">
<a href="${url}" style="display:inline-block;padding:12px 24px;${FONT}font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(action.label)}</a>
</td></tr></table>
<p style="margin:0 0 16px;${FONT}font-size:13px;line-height:20px;color:${COLOURS.muted};">${escapeHtml(action.fallback)}<br><a href="${url}" style="color:${COLOURS.ocean};word-break:break-all;">${url}</a></p>`;
}

function detailsHtml(details: NonNullable<MailContent['details']>): string {
  const rows = details
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="padding:6px 12px 6px 0;${FONT}font-size:14px;font-weight:600;color:${COLOURS.muted};text-align:left;vertical-align:top;white-space:nowrap;">${escapeHtml(label)}</th><td style="padding:6px 0;${FONT}font-size:14px;color:${COLOURS.text};">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;">${rows}</table>`;
}

function quoteHtml(quote: NonNullable<MailContent['quote']>): string {
  const lines = quote.text.split(/\r?\n/).map(escapeHtml).join('<br>');
  return `<p style="margin:0 0 8px;${FONT}font-size:14px;font-weight:600;color:${COLOURS.muted};">${escapeHtml(quote.label)}</p>
<div style="margin:0 0 24px;padding:12px 16px;border-left:4px solid ${COLOURS.teal};background:#f1f5f9;${FONT}font-size:15px;line-height:22px;color:${COLOURS.text};">${lines}</div>`;
}

function renderHtml(content: MailContent): string {
  const body = [
    ...content.intro.map(paragraph),
    content.action ? actionHtml(content.action) : '',
    content.details ? detailsHtml(content.details) : '',
    content.quote ? quoteHtml(content.quote) : '',
    ...(content.outro ?? []).map(paragraph),
  ].join('\n');
  return `<!doctype html>
<html lang="${site.lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden;">
<tr><td style="background:${COLOURS.navy};padding:20px 32px;border-bottom:4px solid ${COLOURS.gold};${FONT}font-size:20px;font-weight:700;color:#ffffff;">${escapeHtml(site.name)}</td></tr>
<tr><td style="padding:32px;">
<h1 style="margin:0 0 20px;${FONT}font-size:22px;line-height:30px;color:${COLOURS.navy};">${escapeHtml(content.heading)}</h1>
${body}
</td></tr>
<tr><td style="padding:20px 32px;background:#f8fafc;border-top:1px solid #e2e8f0;${FONT}font-size:12px;line-height:18px;color:${COLOURS.muted};">
<p style="margin:0 0 8px;">${escapeHtml(content.reason)}</p>
<p style="margin:0;">${escapeHtml(site.name)}, ${escapeHtml(postalAddressLine)}. <a href="mailto:${escapeHtml(site.contact.email)}" style="color:${COLOURS.ocean};">${escapeHtml(site.contact.email)}</a></p>
</td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
}

function renderText(content: MailContent): string {
  const blocks: string[] = [content.heading, ...content.intro];
  if (content.action) blocks.push(`${content.action.label}:\n${content.action.url}`);
  if (content.details) blocks.push(content.details.map(([label, value]) => `${label}: ${value}`).join('\n'));
  if (content.quote) blocks.push(`${content.quote.label}:\n${content.quote.text}`);
  blocks.push(
    ...(content.outro ?? []).map(plain),
    '--',
    content.reason,
    `${site.name}, ${postalAddressLine}. ${site.contact.email}`,
  );
  return `${blocks.join('\n\n')}\n`;
}

export function renderMail(content: MailContent): RenderedMail {
  return { subject: headerText(content.subject), text: renderText(content), html: renderHtml(content) };
}
