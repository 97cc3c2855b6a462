import { unlinked } from './unlinked';

/** A mail's subject and two parts: every message has plain text, and an HTML document with the brand. */
export type RenderedMail = { subject: string; text: string; html: string };

export type MailContent = {
  /** What and when: "New booking: Rehearsal Dinner, Sat Dec 20". Also the HTML document's title. */
  subject: string;
  /** The first line: "Hello Casey,". */
  greeting: string;
  /**
   * Paragraphs of plain text, which may quote what people typed: never HTML (they are escaped) and
   * never links (web addresses in them are broken, ./unlinked.ts).
   */
  paragraphs: string[];
  /** The one thing to do, as a button in HTML and a bare link in text: our own link. */
  action?: { label: string; url: string };
  /** A last quiet line in our own words, e.g. why the person got this. */
  footnote?: string;
  /** The absolute address of Communication Preferences, linked from every footer. */
  preferencesUrl: string;
  /**
   * A signed one-click unsubscribe link for mail to an address with no account (a visitor's offers):
   * they have no preferences to change, so the footer offers this too.
   */
  unsubscribeUrl?: string;
};

// E-mail clients ignore stylesheets they cannot scope: the brand (DESIGN.md, Look and feel) travels
// inline. Every block names both its background and its text colour, so a client that inverts colours
// for dark mode inverts them together and no text vanishes into its background.
const PINE = '#1f4d3a';
const SUNSET = '#b4531a';
const PAPER = '#fbf8f3';
const CARD = '#ffffff';
const INK = '#1c2420';
const MUTED = '#5b6660';
const LINE = '#e3ddd2';

// Clients that honour prefers-color-scheme (Apple Mail, iOS) get a dark palette of our own instead of
// an automatic inversion.
const DARK = `@media (prefers-color-scheme: dark){.bbe-page{background:#141a17!important;color:#e8ece9!important}.bbe-card{background:#1f2723!important;color:#e8ece9!important;border-color:#34403a!important}.bbe-brand,.bbe-link{color:#8fd1b3!important}.bbe-muted{color:#b5c0ba!important}}`;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function renderMail(content: MailContent): RenderedMail {
  const greeting = unlinked(content.greeting);
  const paragraphs = content.paragraphs.map(unlinked);
  const text = [
    greeting,
    ...paragraphs,
    content.action ? `${content.action.label}: ${content.action.url}` : null,
    content.footnote ?? null,
    `Choose what we send you in Communication Preferences: ${content.preferencesUrl}`,
    content.unsubscribeUrl ? `Stop these e-mails: ${content.unsubscribeUrl}` : null,
    '— Broken Bow Events, Broken Bow, Oklahoma',
  ]
    .filter((part): part is string => part !== null)
    .join('\n\n');

  const paragraph = (body: string) =>
    `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(body).replace(/\n/g, '<br>')}</p>`;
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:${SUNSET};color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold;display:inline-block">${escapeHtml(content.action.label)}</a></p>`
    : '';
  const footnote = content.footnote
    ? `<p class="bbe-muted" style="margin:24px 0 0;font-size:13px;color:${MUTED}">${escapeHtml(content.footnote)}</p>`
    : '';
  const unsubscribe = content.unsubscribeUrl
    ? `<a class="bbe-link" href="${escapeHtml(content.unsubscribeUrl)}" style="color:${PINE};text-decoration:underline">Stop these e-mails</a>.<br>`
    : '';
  const footer = `<p class="bbe-muted" style="margin:16px 0 0;font-size:12px;line-height:1.5;color:${MUTED}">Choose what we send you in <a class="bbe-link" href="${escapeHtml(content.preferencesUrl)}" style="color:${PINE};text-decoration:underline">Communication Preferences</a>.<br>${unsubscribe}Broken Bow Events · Broken Bow, Oklahoma</p>`;
  const head = `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark"><title>${escapeHtml(content.subject)}</title><style>:root{color-scheme:light dark;supported-color-schemes:light dark}${DARK}</style></head>`;
  const body = `<body class="bbe-page" style="margin:0;padding:0;background:${PAPER};color:${INK}"><table role="presentation" class="bbe-page" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${PAPER}" style="background:${PAPER};color:${INK};font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif"><tr><td align="center" style="padding:24px 12px"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px"><tr><td class="bbe-brand" style="padding:0 0 24px;font-size:20px;font-weight:bold;color:${PINE}">Broken Bow Events</td></tr><tr><td class="bbe-card" bgcolor="${CARD}" style="background:${CARD};color:${INK};border:1px solid ${LINE};border-radius:12px;padding:24px">${paragraph(greeting)}${paragraphs.map(paragraph).join('')}${button}${footnote}</td></tr><tr><td>${footer}</td></tr></table></td></tr></table></body>`;
  return { subject: content.subject, text, html: `<!doctype html><html lang="en">${head}${body}</html>` };
}
