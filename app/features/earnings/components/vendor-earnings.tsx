import { formatDay, townToday } from '@contracts/dates';
import type { VendorEarnings, VendorEarningsLine } from '@contracts/finance';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { inputClass } from '~/components/ui/field';
import { Spinner } from '~/components/ui/icons';
import { EmptyState, LoadError } from '~/components/ui/list-states';
import { StatusPill } from '~/components/ui/pill';
import { vendorEarningsQuery } from '../queries';
import { Figures, signedMoney } from './figures';
import { MonthTotals } from './month-totals';
import { PayoutSetup } from './payout-setup';
import { PayoutWords } from './payout-words';
import { TipList } from './tip-list';

type Props = { userId: string; online: boolean; businesses: { id: string; businessName: string }[] };

/**
 * The vendor dashboard's Earnings tab: where payouts go, what is owed and paid, and each settled
 * booking's money (gross, the platform's fee, worker costs, refunds, net) with its payout, each
 * customer's tip with its own; totals per month. Every amount is the server's sum of the books; offline it reads as last seen (the
 * dashboard says so above its tabs).
 */
export function VendorEarningsTab({ userId, online, businesses }: Props) {
  const [chosen, setChosen] = useState(businesses[0]?.id ?? '');
  const selectId = useId();
  const vendorId = businesses.some((b) => b.id === chosen) ? chosen : (businesses[0]?.id ?? '');
  const earnings = useQuery({ ...vendorEarningsQuery(userId, vendorId), enabled: vendorId !== '' });
  return (
    <div className="space-y-6">
      {businesses.length > 1 && (
        <div className="max-w-sm space-y-1">
          <label htmlFor={selectId} className="block text-sm font-medium">
            Business
          </label>
          <select
            id={selectId}
            className={inputClass}
            value={vendorId}
            onChange={(event) => setChosen(event.target.value)}
          >
            {businesses.map((b) => (
              <option key={b.id} value={b.id}>
                {b.businessName}
              </option>
            ))}
          </select>
        </div>
      )}
      {earnings.isPending ? (
        <Spinner label="Loading your earnings" />
      ) : earnings.data ? (
        <Earnings userId={userId} online={online} data={earnings.data} />
      ) : (
        <LoadError what="your earnings" error={earnings.error ?? new Error('Not loaded')} online={online} />
      )}
    </div>
  );
}

function Earnings({ userId, online, data }: { userId: string; online: boolean; data: VendorEarnings }) {
  const ready = data.payoutAccount?.status === 'enabled';
  const today = townToday();
  return (
    <>
      <PayoutSetup
        userId={userId}
        target={{ kind: 'vendor', vendorId: data.vendorId }}
        account={data.payoutAccount}
        payoutsBy={data.payoutsBy}
        online={online}
      />
      <Figures
        label="Balance"
        items={[
          { name: 'Owed to you', amount: data.balance.owed, note: 'Settled and not yet paid out' },
          { name: 'Available now', amount: data.balance.available, note: 'Paid out in the next payout run' },
          { name: 'Paid out', amount: data.balance.paidOut, note: 'Sent to your bank, in all' },
        ]}
      />
      <section aria-labelledby="earnings-bookings" className="space-y-3">
        <h3 id="earnings-bookings" className="text-lg font-semibold">
          Bookings
        </h3>
        {data.lines.length === 0 ? (
          <EmptyState title="No earnings yet">
            <p>A booking shows here once it is completed or cancelled and its money is settled.</p>
          </EmptyState>
        ) : (
          <ul className="space-y-3" aria-label="Earnings per booking">
            {data.lines.map((line) => (
              <BookingMoney key={line.orderId} line={line} today={today} ready={ready} />
            ))}
          </ul>
        )}
      </section>
      <TipList tips={data.tips} today={today} ready={ready} />
      {data.months.length > 0 && <MonthTotals months={data.months} />}
    </>
  );
}

function BookingMoney({ line, today, ready }: { line: VendorEarningsLine; today: string; ready: boolean }) {
  const rows: [string, string][] = [
    ['Gross', line.gross],
    ['Refunds', line.refunds === '0.00' ? line.refunds : `-${line.refunds}`],
    ['Platform fee', line.platformFee === '0.00' ? line.platformFee : `-${line.platformFee}`],
    ['Worker costs', line.workerCosts === '0.00' ? line.workerCosts : `-${line.workerCosts}`],
  ];
  return (
    <li className="rounded-xl border border-line bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold">{line.itemName}</p>
          {line.day && <p className="text-sm text-muted">{formatDay(line.day)}</p>}
        </div>
        <StatusPill status={line.status} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-5">
        {rows.map(([name, amount]) => (
          <div key={name} className="flex justify-between gap-2 sm:block">
            <dt className="text-muted">{name}</dt>
            <dd className="tabular-nums">{signedMoney(amount)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-2 font-semibold sm:block">
          <dt>Net</dt>
          <dd className="tabular-nums">{signedMoney(line.net)}</dd>
        </div>
      </dl>
      <div className="mt-3">
        <PayoutWords
          payout={line.payout}
          availableOn={line.availableOn}
          today={today}
          ready={ready}
          net={line.net}
        />
      </div>
    </li>
  );
}
