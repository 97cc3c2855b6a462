import { unlinked } from './unlinked';

/** A mail's two parts: every message has plain text, and a simple HTML part with the brand. */
export type RenderedMail = { text: string; html: string };

export type MailContent = {
  /** The first line: "Hello Casey,". */
  greeting: string;
  /**
   * Paragraphs of plain text, which may quote what people typed: never HTML (they are escaped) and
   * never links (web addresses in them are broken, ./unlinked.ts).
   */
  paragraphs: string[];
  /** The one thing to do, as a button in HTML and a bare link in text: our own link. */
  action?: { label: string; url: string };
  /** A last quiet line in our own words, e.g. why the person got this; it may carry our own link. */
  footnote?: string;
};

// E-mail clients ignore stylesheets: the brand (DESIGN.md, Look and feel) travels inline.
const PINE = '#1f4d3a';
const SUNSET = '#b4531a';
const PAPER = '#fbf8f3';
const LINE = '#e3ddd2';

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
    ? `<p style="margin:24px 0 0;font-size:13px;color:#5b6660">${escapeHtml(content.footnote)}</p>`
    : '';
  const html = `<!DOCTYPE html><html lang="en"><body style="margin:0;background:${PAPER};font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1c2420"><div style="max-width:560px;margin:0 auto;padding:24px"><p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:${PINE}">Broken Bow Events</p><div style="background:#ffffff;border:1px solid ${LINE};border-radius:12px;padding:24px">${paragraph(greeting)}${paragraphs.map(paragraph).join('')}${button}${footnote}</div><p style="margin:16px 0 0;font-size:12px;color:#5b6660">Broken Bow Events · Broken Bow, Oklahoma</p></div></body></html>`;
  return { text, html };
}
