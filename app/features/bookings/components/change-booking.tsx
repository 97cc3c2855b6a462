import type { BookingChangeInput, BookingChangeView } from '@contracts/booking-change';
import type { OrderDetail } from '@contracts/checkout';
import { formatMoney } from '@contracts/money';
import { Dialog } from 'radix-ui';
import { type FormEvent, useState } from 'react';
import { CardPayment } from '~/components/payment/card-payment';
import { Button } from '~/components/ui/button';
import { DialogPanel } from '~/components/ui/dialog-panel';
import { TextField } from '~/components/ui/field';
import { Spinner } from '~/components/ui/icons';
import { toast } from '~/components/ui/toast';
import { whenLine } from '~/lib/when';
import { useChangeBooking, useChangeQuote } from '../change-mutations';

type Props = { userId: string; detail: OrderDetail };

const OPEN: readonly BookingChangeView['status'][] = ['awaiting_payment', 'awaiting_vendor'];

/** Where the booking's last change stands, in the words the booking's page uses. */
export function ChangeNote({ detail }: { detail: OrderDetail }) {
  const change = detail.change;
  if (!change || change.status === 'withdrawn') return null;
  const text = {
    awaiting_payment: 'Change waiting for its payment',
    awaiting_vendor: `Change requested: waiting for ${detail.vendorName}`,
    accepted: 'Changed',
    declined: `${detail.vendorName} declined the change${change.reason ? `: ${change.reason}` : ''}`,
    expired: `${detail.vendorName} did not answer the change in time. Nothing was charged for it.`,
  }[change.status];
  const to = change.to;
  return (
    <p role="status" className="rounded-lg bg-lake-50 p-3 text-sm" data-testid="change-note">
      <span className="font-semibold">{text}</span>
      {change.status !== 'declined' && change.status !== 'expired' && (
        <>
          {' '}
          — {whenLine(to.scheduledDate, to.selectedTime, to.guestCount, to.endTime)}, {formatMoney(to.amount)}
        </>
      )}
    </p>
  );
}

/**
 * "Change booking": the day, times and guests prefilled; the new price and the difference shown
 * before anything is sent; a higher price paid with the same card form as checkout.
 */
export function ChangeBooking({ userId, detail }: Props) {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState({
    scheduledDate: detail.scheduledDate ?? '',
    selectedTime: detail.scheduledTime ?? '',
    endTime: detail.endTime ?? '',
    guestCount: detail.guestCount ? String(detail.guestCount) : '',
  });
  const [secret, setSecret] = useState<string | null>(null);
  const quote = useChangeQuote(detail.id);
  const { send, complete } = useChangeBooking(userId, detail.id);
  if (!['pending', 'accepted'].includes(detail.status)) return null;
  // A request's card is only held until the vendor answers: the booking as asked is what they answer.
  if (detail.payment?.status === 'authorized') return null;
  if (detail.change && OPEN.includes(detail.change.status) && !secret) return null;

  const input = (): BookingChangeInput => ({
    scheduledDate: form.scheduledDate || undefined,
    selectedTime: form.selectedTime,
    endTime: form.endTime,
    guestCount: form.guestCount ? Number(form.guestCount) : undefined,
  });
  const edit = (key: keyof typeof form) => (value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    quote.reset();
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!quote.data) return quote.mutate(input());
    send.mutate(input(), {
      onSuccess: (answer) => (answer.clientSecret ? setSecret(answer.clientSecret) : setOpen(false)),
    });
  };
  const rise = quote.data ? Number(quote.data.difference) > 0 : false;

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="outline">Change booking</Button>
      </Dialog.Trigger>
      <DialogPanel
        open={open}
        title="Change booking"
        description={`A new day or time, or another number of guests. ${detail.bookingMode === 'request' ? `${detail.vendorName} answers before anything changes.` : 'It changes at once when the day is free.'}`}
      >
        {secret ? (
          <CardPayment
            clientSecret={secret}
            amountLabel={formatMoney(quote.data?.difference ?? '0')}
            returnUrl={`${window.location.origin}/bookings/${detail.id}`}
            onPaid={() => complete.mutate(undefined, { onSuccess: () => setOpen(false) })}
            onFailed={(message) =>
              toast({ title: 'Payment failed', description: message, variant: 'destructive' })
            }
            loading={<Spinner label="Loading the card form" />}
          />
        ) : (
          <form onSubmit={onSubmit} className="space-y-3">
            <TextField
              label="Date"
              type="date"
              value={form.scheduledDate}
              onChange={(e) => edit('scheduledDate')(e.target.value)}
            />
            <div className="grid grid-cols-2 gap-3">
              <TextField
                label="Start time"
                type="time"
                value={form.selectedTime}
                onChange={(e) => edit('selectedTime')(e.target.value)}
              />
              {/* Only a booking with an end (priced per hour) is changed by its end. */}
              {detail.endTime && (
                <TextField
                  label="End time"
                  type="time"
                  value={form.endTime}
                  onChange={(e) => edit('endTime')(e.target.value)}
                />
              )}
            </div>
            <TextField
              label="Guests"
              type="number"
              inputMode="numeric"
              min={1}
              value={form.guestCount}
              onChange={(e) => edit('guestCount')(e.target.value)}
            />
            {quote.error && (
              <p role="alert" className="text-sm text-danger">
                {quote.error.message}
              </p>
            )}
            {quote.data && (
              <p role="status" className="rounded-lg bg-pine-50 p-3 text-sm" data-testid="change-price">
                New price {formatMoney(quote.data.newAmount)} (was {formatMoney(quote.data.amount)}).{' '}
                {rise
                  ? `You pay ${formatMoney(quote.data.difference)} more.`
                  : Number(quote.data.difference) < 0
                    ? `${formatMoney(quote.data.refundAmount)} comes back under the cancellation policy.`
                    : 'The price stays the same.'}
              </p>
            )}
            <Button type="submit" className="w-full" disabled={quote.isPending || send.isPending}>
              {!quote.data ? 'See the new price' : rise ? 'Continue to payment' : 'Send change'}
            </Button>
          </form>
        )}
      </DialogPanel>
    </Dialog.Root>
  );
}
