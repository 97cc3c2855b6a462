import type { CartView } from '@contracts/cart';
import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, useLocation, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { Page } from '~/components/layout/page';
import { Spinner } from '~/components/ui/icons';
import { SignInPrompt } from '~/features/auth/components/require-user';
import { startOwnData, useCurrentUser } from '~/features/auth/queries';
import { cartKeys } from '~/features/cart/queries';
import { EventScreen } from '~/features/planner/components/event-screen';
import { eventQuery } from '~/features/planner/queries';

// `event-planner_`: a page of its own at /event-planner/:id, not drawn inside the planner's step 1.
export const Route = createFileRoute('/event-planner_/$id')({
  loader: ({ context: { queryClient }, params }) =>
    startOwnData(queryClient, (userId) => {
      void queryClient.prefetchQuery(eventQuery(userId, params.id));
    }),
  // ?step=1..4: a step of the wizard; absent (or anything else), the event's overview.
  validateSearch: v.object({
    step: v.fallback(v.optional(v.picklist([1, 2, 3, 4] as const)), undefined),
  }),
  component: EventPlanRoute,
});

function EventPlanRoute() {
  const { id } = Route.useParams();
  const { step } = Route.useSearch();
  const { user, settling } = useCurrentUser();
  const from = useLocation().href;
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  if (!user) {
    return (
      <Page title="Plan Your Event">
        {settling ? (
          <Spinner label="Loading your account" />
        ) : (
          <SignInPrompt message="Sign in to see and plan your event." redirect={from} />
        )}
      </Page>
    );
  }
  // Step 4's lines are in the cart: its answer replaces the kept cart, then the host pays there.
  const onBooked = (cart: CartView) => {
    queryClient.setQueryData(cartKeys.all(user.id), cart);
    void navigate({ to: '/cart' });
  };
  return <EventScreen userId={user.id} eventId={id} step={step} onBooked={onBooked} />;
}
