import type { OrderDetail } from '@contracts/checkout';
import { PROBLEM_KINDS, type ProblemKind } from '@contracts/enums';
import { formatMoney } from '@contracts/money';
import { DETAILS_MAX, MAX_REPORT_PHOTOS, PROBLEM_LABELS, type ProblemView } from '@contracts/problems';
import { Dialog } from 'radix-ui';
import { type FormEvent, useState } from 'react';
import { Button } from '~/components/ui/button';
import { DialogPanel } from '~/components/ui/dialog-panel';
import { Field, inputClass } from '~/components/ui/field';
import { failureText } from '~/lib/api';
import { useReportProblem } from '../mutations';

type Props = { userId: string; detail: OrderDetail; now?: Date };

/**
 * The booking page's problem section: the report and how it ended once filed; before that, inside
 * its window (from the start to 48 h after the end) and for a booking the vendor accepted, the button.
 */
export function ReportProblem({ userId, detail, now = new Date() }: Props) {
  const { report, window } = detail.problem;
  if (report) return <ReportStatus report={report} />;
  const at = now.toISOString();
  const open =
    window !== null &&
    at >= window.opens &&
    at <= window.closes &&
    detail.status !== 'cancelled' &&
    detail.status !== 'pending';
  if (!open) return null;
  return (
    <section
      aria-labelledby="booking-problem-title"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-white p-4 sm:p-6"
    >
      <h2 id="booking-problem-title" className="text-lg font-semibold">
        Something went wrong?
      </h2>
      <ReportDialog userId={userId} orderId={detail.id} />
    </section>
  );
}

const OUTCOME = {
  open: () => 'An admin is looking at it. The vendor is not paid for this booking until it is settled.',
  refunded: (report: ProblemView) =>
    `Settled: ${formatMoney(report.refundAmount ?? '0')} refunded to the card you paid with.`,
  released: () => 'Settled with no refund: the vendor is paid for this booking.',
} as const;

function ReportStatus({ report }: { report: ProblemView }) {
  return (
    <section
      aria-labelledby="booking-problem-title"
      className="space-y-1 rounded-xl border border-line bg-white p-4 sm:p-6"
      data-testid="booking-problem"
    >
      <h2 id="booking-problem-title" className="text-lg font-semibold">
        Problem reported
      </h2>
      <p className="text-sm">
        {PROBLEM_LABELS[report.kind]}: {report.details}
      </p>
      <p className="text-sm font-medium">{OUTCOME[report.status](report)}</p>
      {report.resolution && <p className="text-sm text-muted">Note: {report.resolution}</p>}
    </section>
  );
}

function ReportDialog({ userId, orderId }: { userId: string; orderId: string }) {
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<ProblemKind | null>(null);
  const [details, setDetails] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const report = useReportProblem(userId);
  const tooMany = photos.length > MAX_REPORT_PHOTOS;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!kind || tooMany) return;
    const form = new FormData();
    form.append('kind', kind);
    form.append('details', details);
    for (const photo of photos) form.append('photo', photo);
    report.mutate({ orderId, form }, { onSuccess: () => setOpen(false) });
  };
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="outline">Report a problem</Button>
      </Dialog.Trigger>
      <DialogPanel
        open={open}
        title="Report a problem"
        description="An admin reads it and settles it with you and the vendor. The vendor is not paid for this booking meanwhile."
      >
        <form onSubmit={submit} className="space-y-4">
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">What went wrong?</legend>
            {PROBLEM_KINDS.map((value) => (
              <label key={value} className="flex min-h-11 items-center gap-3">
                <input
                  type="radio"
                  name="kind"
                  value={value}
                  checked={kind === value}
                  onChange={() => setKind(value)}
                  required
                />
                {PROBLEM_LABELS[value]}
              </label>
            ))}
          </fieldset>
          <Field label="What happened?">
            {(field) => (
              <textarea
                {...field}
                className={`${inputClass} min-h-24`}
                maxLength={DETAILS_MAX}
                required
                value={details}
                onChange={(event) => setDetails(event.target.value)}
              />
            )}
          </Field>
          <Field
            label={`Photos (optional, up to ${MAX_REPORT_PHOTOS})`}
            error={tooMany ? `Choose at most ${MAX_REPORT_PHOTOS} photos.` : undefined}
          >
            {(field) => (
              <input
                {...field}
                type="file"
                accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
                multiple
                onChange={(event) => setPhotos([...(event.target.files ?? [])])}
              />
            )}
          </Field>
          {report.error && (
            <p role="alert" className="text-sm text-danger">
              {failureText(report.error, 'send the report')}
            </p>
          )}
          <Button type="submit" disabled={report.isPending || !kind || tooMany}>
            {report.isPending ? 'Sending...' : 'Send report'}
          </Button>
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
