import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Icon, Spinner } from '~/components/ui/icons';
import { HttpError } from '~/lib/api';

export const NOT_ALLOWED = 'You are not allowed to view this page.';

export function NotAllowed() {
  return (
    <div
      role="alert"
      className="rounded-xl border border-line bg-white p-6 text-center"
      data-testid="not-allowed"
    >
      <p className="text-lg font-semibold">{NOT_ALLOWED}</p>
      <p className="mt-2 text-muted">The admin console is for Broken Bow Events staff.</p>
    </div>
  );
}

type QueryViewProps<T> = {
  query: UseQueryResult<T>;
  what: string;
  online: boolean;
  isEmpty: (data: T) => boolean;
  empty: string;
  children: (data: T) => ReactNode;
};

/** One admin list's loading, refused, failed, empty and filled states, the same way every time. */
export function QueryView<T>({ query, what, online, isEmpty, empty, children }: QueryViewProps<T>) {
  if (query.isPending) return <Spinner label={`Loading ${what}`} />;
  if (query.error instanceof HttpError && query.error.status === 403) return <NotAllowed />;
  const data = query.data;
  if (data === undefined) {
    return (
      <p role="alert" className="rounded-xl border border-danger bg-danger-50 p-4 text-danger">
        {online
          ? `Could not load ${what}: ${query.error?.message}`
          : `You are offline; ${what} need a connection.`}
      </p>
    );
  }
  if (isEmpty(data)) {
    return (
      <p className="rounded-xl border border-dashed border-line bg-white p-6 text-center text-muted">
        {empty}
      </p>
    );
  }
  return <>{children(data)}</>;
}

export function OfflineNotice() {
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-lg bg-lake-50 px-3 py-2 text-sm text-lake-700"
    >
      <Icon name="offline" className="h-4 w-4 shrink-0" />
      Offline — decisions need a connection. Lists this page loaded before stay visible.
    </p>
  );
}

export function Card({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <li
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-line bg-white p-4"
      data-testid={testId}
    >
      {children}
    </li>
  );
}

export const cardGrid = 'grid grid-cols-1 gap-3 lg:grid-cols-2';

/** Label/value pairs in two columns on a phone, three on a desk; long ones (emails) take a row. */
export function Facts({ items }: { items: [label: string, value: ReactNode, wide?: 'wide'][] }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
      {items.map(([label, value, wide]) => (
        <div key={label} className={`min-w-0 ${wide ? 'col-span-2 sm:col-span-3' : ''}`}>
          <dt className="text-xs tracking-wide text-muted uppercase">{label}</dt>
          <dd className="wrap-anywhere">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** 'delivery_driver' -> 'Delivery driver'. */
export const humanize = (word: string) => {
  const spaced = word.replace(/_/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** "Mar 6, 2027" from an ISO timestamp, for when something arrived. */
export const shortDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(iso));
