import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useLocation, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Page } from '~/components/layout/page';
import { Spinner } from '~/components/ui/icons';
import { SignInPrompt } from '~/features/auth/components/require-user';
import { startOwnData, userQuery } from '~/features/auth/queries';
import { EventForm } from '~/features/planner/components/event-form';
import { MyEvents } from '~/features/planner/components/my-events';
import { type Created, NextSteps } from '~/features/planner/components/next-steps';
import { QuickOptions } from '~/features/planner/components/quick-options';
import { StepIndicator } from '~/features/planner/components/step-indicator';
import { eventsQuery } from '~/features/planner/queries';

export const Route = createFileRoute('/event-planner')({
  loader: ({ context: { queryClient } }) =>
    startOwnData(queryClient, (userId) => {
      void queryClient.prefetchQuery(eventsQuery(userId));
    }),
  component: EventPlannerScreen,
});

function EventPlannerScreen() {
  const { data: user, isPending } = useQuery(userQuery);
  const from = useLocation().href;
  const navigate = useNavigate();
  // Only an event saved offline stays here (it is not on the server yet); a created one opens step 2.
  const [created, setCreated] = useState<Created | null>(null);
  const userId = user?.id ?? null;

  return (
    <Page
      wide
      title="Plan Your Event"
      description="Plan an event in Broken Bow, Oklahoma step by step: details, services, vendors and review."
      intro="Four short steps from an idea to a booked event. Start with the details; add services and vendors next."
    >
      <div className="space-y-6">
        <StepIndicator current={created ? 2 : 1} />
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          {created ? (
            <NextSteps created={created} onPlanAnother={() => setCreated(null)} />
          ) : isPending ? (
            <Spinner label="Loading the planner" />
          ) : (
            <EventForm
              userId={userId}
              mode={{
                kind: 'create',
                onCreated: (name, result) => {
                  if (result.status === 'sent') {
                    void navigate({
                      to: '/event-planner/$id',
                      params: { id: result.data.id },
                      search: { step: 2 },
                    });
                    return;
                  }
                  setCreated({ name, waiting: true });
                  window.scrollTo({ top: 0 });
                },
                signInPrompt: (
                  <SignInPrompt
                    message="Sign in to save your event. What you typed stays on this phone until you are back."
                    redirect={from}
                  />
                ),
              }}
            />
          )}
          <div className="space-y-6">
            {/* Step 2 carries the same three links; the sidebar would only repeat them. */}
            {!created && <QuickOptions />}
            {userId && <MyEvents userId={userId} />}
          </div>
        </div>
      </div>
    </Page>
  );
}
