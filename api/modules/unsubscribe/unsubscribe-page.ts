import type { OptOutKind } from '../../mail/mail-lists';

/** What each kind of mail is, as the unsubscribe page names it. */
export const KIND_NAMES: Record<OptOutKind, string> = {
  emailNotifications: 'e-mail notifications (bookings, messages, offers and changes)',
  bookingReminders: 'booking reminders',
  marketingEmails: 'news and offers from Broken Bow Events',
  offers: 'e-mails with offers for your quote requests',
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The page an unsubscribe link opens in a browser: drawn by the server with no script, so it works
 * from any mail app's browser; the app's own bundle stays out of it.
 */
export function unsubscribePage(page: {
  heading: string;
  body: string;
  /** The one-click form: a button that posts the token back. Absent once done, or for a bad link. */
  confirm?: { action: string };
  preferencesUrl: string;
}): string {
  const form = page.confirm
    ? `<form method="post" action="${escapeHtml(page.confirm.action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" style="font:inherit;font-weight:bold;background:#b4531a;color:#ffffff;border:0;border-radius:8px;padding:12px 20px;min-height:44px;cursor:pointer">Unsubscribe</button></form>`
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(page.heading)} · Broken Bow Events</title></head><body style="margin:0;background:#fbf8f3;color:#1c2420;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif"><main style="max-width:560px;margin:0 auto;padding:24px 16px"><p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#1f4d3a">Broken Bow Events</p><h1 style="font-size:24px;margin:0 0 16px">${escapeHtml(page.heading)}</h1><p style="line-height:1.5;margin:0 0 24px">${escapeHtml(page.body)}</p>${form}<p style="margin:24px 0 0;line-height:1.5">Choose every kind of mail you get in <a href="${escapeHtml(page.preferencesUrl)}" style="color:#1f4d3a">Communication Preferences</a>.</p></main></body></html>`;
}
