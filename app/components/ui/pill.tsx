import type { ReactNode } from 'react';

const TONES = {
  pending: 'bg-sunset-500/15 text-sunset-700',
  good: 'bg-pine-100 text-pine-800',
  bad: 'bg-danger-50 text-danger',
  info: 'bg-lake-100 text-lake-700',
  strong: 'bg-pine-700 text-white',
  quiet: 'bg-line text-muted',
} as const;
export type Tone = keyof typeof TONES;

export function Pill({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <span className={`inline-block shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[tone]}`}>
      {children}
    </span>
  );
}

// One colour per status everywhere (My bookings, the vendor dashboard, the admin console), so a
// customer, a vendor and an admin read the same booking alike.
const STATUS_TONE: Record<string, Tone> = {
  pending: 'pending',
  accepted: 'good',
  approved: 'good',
  in_progress: 'info',
  completed: 'strong',
  cancelled: 'bad',
  rejected: 'bad',
  suspended: 'bad',
};

/** A status word ('in_progress' reads "in progress") in its colour. */
export function StatusPill({ status }: { status: string }) {
  return (
    <Pill tone={STATUS_TONE[status] ?? 'info'}>
      <span className="capitalize">{status.replace('_', ' ')}</span>
    </Pill>
  );
}
