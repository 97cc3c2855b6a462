import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';
import { ApiError, forbidden } from './errors';

const MUTATING = /^(POST|PUT|PATCH|DELETE)$/;

/**
 * Mutating calls must come from our own pages: an Origin, when the browser sends one, must be one
 * of the configured `trustedOrigins` (Hono's csrf middleware only looks at form content types), and
 * a body must be JSON, which a cross-site form cannot send without a CORS preflight we never grant.
 * The request's own URL is no yardstick: its host comes from the Host header, which the caller
 * writes, so a request for evil.example with Origin evil.example would vouch for itself.
 */
export const sameOriginJson = (
  trustedOrigins: readonly string[],
  /** The few calls that take a file: multipart too, and then only with our Origin present. */
  options: { multipart?: (c: Context<AppEnv>) => boolean } = {},
) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (MUTATING.test(c.req.method)) {
      const origin = c.req.header('origin');
      if (origin && !trustedOrigins.includes(origin)) {
        throw forbidden('Cross-site request refused');
      }
      // Judged by the declared type, not by sniffing for a body: a bodyless DELETE from a browser
      // has no Content-Length on some stacks, and a body without a type meets the csrf check above.
      const type = c.req.header('content-type');
      // A multipart write is a form a cross-site page could send: it must say it comes from us.
      const upload = type && /^multipart\/form-data\b/i.test(type) && options.multipart?.(c) === true;
      if (upload && !origin) throw forbidden('Cross-site request refused');
      if (type && !upload && !/^application\/json\b/i.test(type)) {
        throw new ApiError(415, 'Send the request body as JSON', 'unsupported_media_type');
      }
    }
    await next();
  });
