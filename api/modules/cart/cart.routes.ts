import { Hono } from 'hono';
import { acceptPricesSchema, addCartItemSchema } from '../../contracts/cart';
import type { AppDeps, AppEnv } from '../../lib/context';
import { currentUser, requireUser } from '../../lib/guards';
import { validate } from '../../lib/validate';
import { acceptPrices } from './accept-prices';
import { activeCartId, addItem, cartView, clearCart, removeItem } from './cart.service';

export function cartRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use('/cart', requireUser)
    .use('/cart/*', requireUser)
    .get('/cart', async (c) => {
      const user = currentUser(c.get('user'));
      return c.json(await cartView(deps.db, await activeCartId(deps.db, user.id)));
    })
    .post('/cart/items', validate('json', addCartItemSchema), async (c) => {
      const user = currentUser(c.get('user'));
      const { cart, created } = await addItem(deps.db, user.id, c.req.valid('json'), deps.clock.now());
      return c.json(cart, created ? 201 : 200);
    })
    .post('/cart/accept-prices', validate('json', acceptPricesSchema), async (c) =>
      c.json(await acceptPrices(deps.db, currentUser(c.get('user')).id, c.req.valid('json'))),
    )
    .delete('/cart/items/:id', async (c) =>
      c.json(await removeItem(deps.db, currentUser(c.get('user')).id, c.req.param('id'))),
    )
    .delete('/cart', async (c) => c.json(await clearCart(deps.db, currentUser(c.get('user')).id)));
}
