import type { ReactNode } from 'react';

/** A closing call to action on deep pine: a heading, a line of copy and its buttons. */
export function CtaBand({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby="cta-title"
      className="render-when-seen rounded-2xl bg-pine-800 px-6 py-10 text-center text-white sm:px-10"
    >
      <h2 id="cta-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-pine-100">{text}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
    </section>
  );
}
