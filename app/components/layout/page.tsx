import type { ReactNode } from 'react';
import { usePageMeta } from '~/lib/use-page-meta';

/** A screen's frame: its heading (also the document title) and content in the brand's column. */
export function Page({
  title,
  description,
  intro,
  children,
  wide = false,
}: {
  title: string;
  description?: string;
  intro?: ReactNode;
  children?: ReactNode;
  wide?: boolean;
}) {
  usePageMeta(`${title} — Broken Bow Events`, description);
  return (
    <div className={`mx-auto px-4 py-8 ${wide ? 'max-w-6xl' : 'max-w-3xl'}`}>
      <h1 className="text-3xl font-bold tracking-tight text-pine-800">{title}</h1>
      {intro && <div className="mt-2 text-muted">{intro}</div>}
      <div className="mt-6">{children}</div>
    </div>
  );
}
