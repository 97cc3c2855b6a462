import type { ReactNode } from 'react';

/** A list with nothing in it, said plainly. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-line bg-white p-6 text-center">
      <p className="text-lg font-semibold">{title}</p>
      {children && <div className="mt-1 text-muted">{children}</div>}
    </div>
  );
}

/** A list that could not load and has nothing remembered on the phone to show instead. */
export function LoadError({ what, error, online }: { what: string; error: Error; online: boolean }) {
  return (
    <div role="alert" className="rounded-xl border border-danger bg-danger-50 p-4 text-danger">
      {online
        ? `Could not load ${what}: ${error.message}`
        : `You are offline and ${what} have not been loaded on this phone yet. Connect to see them.`}
    </div>
  );
}
