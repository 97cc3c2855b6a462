import { type Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppDeps, AppEnv } from '../../lib/context';
import { ApiError } from '../../lib/errors';
import { type MailList, optOut } from '../../mail/mail-lists';
import { loadUnsubscribeSecret, readUnsubscribeToken, UNSUBSCRIBE_PATH } from '../../mail/unsubscribe-token';
import { KIND_NAMES, unsubscribePage } from './unsubscribe-page';

export const BAD_UNSUBSCRIBE_LINK =
  'This unsubscribe link is not valid. Choose what we send you in Communication Preferences.';

/**
 * The link in every List-Unsubscribe header. A POST (RFC 8058 one-click: a mail app posts
 * `List-Unsubscribe=One-Click` with no cookie and no Origin, so app.ts lets this path past the Origin
 * checks: the signed token is the proof) turns the kind off. A GET only shows the button that posts:
 * link scanners open every link in a mail, and must not unsubscribe anyone.
 */
export async function unsubscribeRoutes(deps: AppDeps) {
  const secret = await loadUnsubscribeSecret(deps.db, deps.unsubscribeSecret);
  const preferencesUrl = new URL('/preferences', deps.publicOrigin).href;
  const path = UNSUBSCRIBE_PATH.replace(/^\/api/, '');

  /** The list the token names; a bad one is refused with a message (a page for a browser). */
  function listFrom(c: Context<AppEnv>): MailList {
    const list = readUnsubscribeToken(secret, c.req.query('t') ?? '');
    if (!list) throw new ApiError(400, BAD_UNSUBSCRIBE_LINK, 'bad_unsubscribe_link');
    return list;
  }

  const wantsPage = (c: Context<AppEnv>) => (c.req.header('accept') ?? '').includes('text/html');

  function answer(
    c: Context<AppEnv>,
    status: ContentfulStatusCode,
    heading: string,
    message: string,
    confirm?: string,
  ) {
    if (!wantsPage(c)) return c.json({ message }, status);
    return c.html(
      unsubscribePage({
        heading,
        body: message,
        preferencesUrl,
        confirm: confirm ? { action: confirm } : undefined,
      }),
      status,
    );
  }

  const guarded =
    (handle: (c: Context<AppEnv>, list: MailList) => Response | Promise<Response>) =>
    async (c: Context<AppEnv>) => {
      try {
        return await handle(c, listFrom(c));
      } catch (error) {
        if (!(error instanceof ApiError) || !wantsPage(c)) throw error;
        return answer(c, error.status, 'Link not valid', error.message);
      }
    };

  return new Hono<AppEnv>()
    .get(
      path,
      guarded((c, list) =>
        answer(
          c,
          200,
          'Unsubscribe',
          `Stop sending ${KIND_NAMES[list.kind]} to ${list.email}?`,
          `${UNSUBSCRIBE_PATH}?t=${encodeURIComponent(c.req.query('t') ?? '')}`,
        ),
      ),
    )
    .post(
      path,
      guarded(async (c, list) => {
        await optOut(deps.db, list, deps.clock.now());
        return answer(
          c,
          200,
          'You are unsubscribed',
          `We no longer send ${KIND_NAMES[list.kind]} to ${list.email}.`,
        );
      }),
    );
}
