import { formatDay, formatLongDay, townToday } from '@contracts/dates';
import { formatMoney } from '@contracts/money';
import { useQuery } from '@tanstack/react-query';
import { Spinner } from '~/components/ui/icons';
import { EmptyState, LoadError } from '~/components/ui/list-states';
import { useOnline } from '~/offline/use-online';
import { workerEarningsQuery } from '../queries';
import { Figures } from './figures';
import { OfflineLine } from './offline-line';
import { PayoutSetup } from './payout-setup';
import { PayoutWords } from './payout-words';
import { TipList } from './tip-list';

/**
 * The worker's Earnings on the Job Board: where payouts go, what was earned, paid and is owed, and
 * each completed job's pay and each customer's tip with its payout. Read offline as last seen.
 */
export function WorkerEarningsSection({ userId }: { userId: string }) {
  const online = useOnline();
  const earnings = useQuery(workerEarningsQuery(userId));
  if (earnings.isPending) return <Spinner label="Loading your earnings" />;
  if (!earnings.data)
    return (
      <LoadError what="your earnings" error={earnings.error ?? new Error('Not loaded')} online={online} />
    );
  const { jobs, tips, totals, payoutAccount, payoutsBy } = earnings.data;
  const ready = payoutAccount?.status === 'enabled';
  const today = townToday();
  return (
    <div className="space-y-6">
      {!online && <OfflineLine />}
      <PayoutSetup
        userId={userId}
        target={{ kind: 'worker' }}
        account={payoutAccount}
        payoutsBy={payoutsBy}
        online={online}
      />
      <Figures
        label="Your totals"
        items={[
          { name: 'Earned', amount: totals.earned, note: 'Completed jobs and tips, in all' },
          { name: 'Paid out', amount: totals.paidOut, note: 'Sent to your bank' },
          { name: 'Owed to you', amount: totals.owed, note: 'Not yet paid out' },
        ]}
      />
      <section aria-labelledby="earnings-jobs" className="space-y-3">
        <h3 id="earnings-jobs" className="text-lg font-semibold">
          Completed jobs
        </h3>
        {jobs.length === 0 ? (
          <EmptyState title="No completed jobs yet">
            <p>A job’s pay shows here as soon as you mark it completed.</p>
          </EmptyState>
        ) : (
          <ul className="space-y-3" aria-label="Pay per job">
            {jobs.map((job) => (
              <li
                key={job.itemKey}
                className="flex items-start justify-between gap-3 rounded-xl border border-line bg-white p-4"
              >
                <div className="min-w-0">
                  <p className="font-semibold">{job.title}</p>
                  <p className="text-sm text-muted">
                    {job.day ? formatDay(job.day) : job.completedAt ? formatLongDay(job.completedAt) : ''}
                  </p>
                  <div className="mt-2">
                    <PayoutWords
                      payout={job.payout}
                      availableOn={null}
                      today={today}
                      ready={ready}
                      net={job.pay}
                    />
                  </div>
                </div>
                <p className="shrink-0 text-xl font-bold text-pine-800 tabular-nums">
                  <span className="sr-only">Pay </span>
                  {formatMoney(job.pay)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <TipList tips={tips} today={today} ready={ready} />
    </div>
  );
}
