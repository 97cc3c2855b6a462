import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { Page } from '~/components/layout/page';
import { RequireUser } from '~/features/auth/components/require-user';
import { OpenThread } from '~/features/messages/components/open-thread';
import { useOnline } from '~/offline/use-online';

const id = v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined);
const searchSchema = v.object({ order: id, quote: id, vendor: id });

/**
 * The way into a conversation from any screen: /messages/open?order=<id>, or ?quote=<id>&vendor=<id>.
 * Features link here with a plain <Link> instead of importing the messages feature.
 */
export const Route = createFileRoute('/messages_/open')({
  validateSearch: searchSchema,
  component: OpenRoute,
});

function OpenRoute() {
  const { order, quote, vendor } = Route.useSearch();
  const online = useOnline();
  const input = order
    ? { orderId: order }
    : quote && vendor
      ? { quoteRequestId: quote, vendorId: vendor }
      : null;
  return (
    <Page title="Messages">
      <RequireUser>{(user) => <OpenThread userId={user.id} input={input} online={online} />}</RequireUser>
    </Page>
  );
}
