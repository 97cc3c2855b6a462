import type { ReactNode } from 'react';

/** One of checkout's two cards (SPEC section 2): Order Summary, and Payment Details beside it. */
export function CheckoutCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-line bg-white p-4 sm:p-6">
      <h2 id={id} className="mb-4 text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
