import { Hono } from 'hono';
import { quoteRequestSchema } from '../../contracts/quotes';
import { withRetryAfter } from '../../lib/attempt-counters';
import { clientAddress } from '../../lib/client-address';
import type { AppDeps, AppEnv } from '../../lib/context';
import { currentUser, requireUser } from '../../lib/guards';
import { validate } from '../../lib/validate';
import { myQuotes } from './my-quotes';
import { submitQuote } from './quotes.service';

export function quoteRoutes(deps: AppDeps) {
  // SPEC section 2: /quote does not check sign-in, so neither does its call; a signed-in
  // submitter is remembered on the request.
  return new Hono<AppEnv>()
    .get('/quotes/mine', requireUser, async (c) =>
      c.json(await myQuotes(deps.db, currentUser(c.get('user')).id, deps.clock.now())),
    )
    .post('/quotes', validate('json', quoteRequestSchema), async (c) => {
      const submitter = {
        userId: c.get('user')?.id ?? null,
        address: clientAddress(c, deps.trustProxyHops),
      };
      const { quote, created } = await withRetryAfter(c, () =>
        submitQuote(deps.db, c.req.valid('json'), submitter, deps.clock.now()),
      );
      return c.json(quote, created ? 201 : 200);
    });
}
