import { formatMoney } from '@contracts/money';
import { type AdminProblem, PROBLEM_LABELS } from '@contracts/problems';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PhotoStrip } from '~/components/photo-strip';
import { ConfirmButton } from '~/components/ui/confirm-button';
import { TextField } from '~/components/ui/field';
import { ReasonField } from '~/components/ui/reason-field';
import { useResolveProblem } from '../mutations';
import { problemsQuery } from '../queries';
import { refundAmountProblem } from '../refund-amount';
import { QueryView } from './states';

const STATUS = { open: 'Open', refunded: 'Refunded', released: 'Released' } as const;

/** The Problems tab: each customer's report, and for an open one a refund or a release, once. */
export function Problems({ userId, online }: { userId: string; online: boolean }) {
  const problems = useQuery(problemsQuery(userId));
  return (
    <QueryView
      query={problems}
      what="problem reports"
      online={online}
      isEmpty={(d) => !d.length}
      empty="No problems reported."
    >
      {(data) => (
        <ul className="space-y-3">
          {data.map((problem) => (
            <ProblemCard key={problem.id} userId={userId} problem={problem} online={online} />
          ))}
        </ul>
      )}
    </QueryView>
  );
}

function ProblemCard({
  userId,
  problem,
  online,
}: {
  userId: string;
  problem: AdminProblem;
  online: boolean;
}) {
  return (
    <li className="space-y-2 rounded-xl border border-line bg-white p-4" data-testid="admin-problem">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">
          {problem.bookingName} · {problem.vendorName}
        </h3>
        <span className="text-sm font-semibold">{STATUS[problem.status]}</span>
      </div>
      <p className="text-sm text-muted">
        {problem.customerName} · paid {formatMoney(problem.amountPaid)} · reported{' '}
        {new Date(problem.createdAt).toLocaleDateString('en-US')}
      </p>
      <p className="text-sm">
        <strong>{PROBLEM_LABELS[problem.kind]}:</strong> {problem.details}
      </p>
      <PhotoStrip
        title="What the customer saw"
        photos={problem.photos.map((src, i) => ({
          src,
          alt: `What the customer saw, ${i + 1} of ${problem.photos.length}`,
        }))}
      />
      {problem.status === 'refunded' && (
        <p className="text-sm">Refunded {formatMoney(problem.refundAmount ?? '0')}.</p>
      )}
      {problem.resolution && <p className="text-sm text-muted">Note: {problem.resolution}</p>}
      {problem.status === 'open' && <Resolve userId={userId} problem={problem} online={online} />}
    </li>
  );
}

function Resolve({ userId, problem, online }: { userId: string; problem: AdminProblem; online: boolean }) {
  const [refund, setRefund] = useState(problem.refundable);
  const [note, setNote] = useState('');
  const resolve = useResolveProblem(userId);
  const amountProblem = refundAmountProblem(refund, {
    most: problem.refundable,
    positive: true,
    outOfRange: `From $0.01 up to ${formatMoney(problem.refundable)}, what is left to refund`,
  });
  const about = `${problem.bookingName} with ${problem.vendorName} for ${problem.customerName}`;
  return (
    <div className="flex flex-wrap gap-2">
      <ConfirmButton
        label="Refund"
        ariaLabel={`Refund: ${about}`}
        variant="outline"
        title="Refund the customer?"
        description={`${about}. What the report held goes back to the vendor, and the refund is taken from their payouts.`}
        confirmLabel={amountProblem ? 'Refund' : `Refund ${formatMoney(refund.trim())}`}
        confirmDisabled={Boolean(amountProblem) || resolve.isPending}
        disabled={!online}
        onConfirm={() =>
          resolve.mutate({ id: problem.id, input: { action: 'refund', refundAmount: refund.trim(), note } })
        }
      >
        <TextField
          label="Refund (USD)"
          inputMode="decimal"
          value={refund}
          error={amountProblem}
          onChange={(event) => setRefund(event.target.value)}
        />
        <ReasonField label="Note both sides will read (optional)" value={note} onChange={setNote} />
      </ConfirmButton>
      <ConfirmButton
        label="Release"
        ariaLabel={`Release the payout: ${about}`}
        variant="outline"
        title="Release the vendor's payout?"
        description={`${about}. No refund: the vendor is paid for this booking in the next payout run.`}
        confirmLabel="Release payout"
        confirmDisabled={resolve.isPending}
        disabled={!online}
        onConfirm={() => resolve.mutate({ id: problem.id, input: { action: 'release', note } })}
      >
        <ReasonField label="Note both sides will read (optional)" value={note} onChange={setNote} />
      </ConfirmButton>
    </div>
  );
}
