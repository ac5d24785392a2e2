import type { ReactNode } from 'react';
import { BackLink } from './BackLink';

// What a section says while its data loads, and when it could not: one look for every screen.
export function Loading({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="text-muted">
      {children}
    </p>
  );
}

export function LoadFailed({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-xl bg-red-50 p-4 font-medium text-red-800">
      {children}
    </p>
  );
}

// A section's data: the loading note, the alert when it could not be read (or came back empty-handed),
// else what `children` makes of it.
export function Loaded<T>({
  query,
  loadingText,
  failedText,
  children,
}: {
  query: { isLoading: boolean; isError: boolean; data?: T };
  loadingText: ReactNode;
  failedText: ReactNode;
  children: (data: NonNullable<T>) => ReactNode;
}) {
  if (query.isLoading) return <Loading>{loadingText}</Loading>;
  if (query.isError || !query.data) return <LoadFailed>{failedText}</LoadFailed>;
  return children(query.data);
}

// A list's part of a section: the loading note, the alert when it could not be read, `empty` when
// there is nothing (yet), else what `children` makes of the items.
export function LoadedList<T>({
  loading,
  failed,
  items,
  loadingText,
  failedText,
  empty,
  children,
}: {
  loading: boolean;
  failed: boolean;
  items: T[] | undefined;
  loadingText: ReactNode;
  failedText: ReactNode;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  if (loading) return <Loading>{loadingText}</Loading>;
  if (failed) return <LoadFailed>{failedText}</LoadFailed>;
  if (!items || items.length === 0) return empty;
  return children(items);
}

// The calm line a list shows when there is nothing in it yet.
export function NothingYet({ children }: { children: ReactNode }) {
  return <p className="rounded-2xl border border-warm-100 bg-white p-6 text-muted shadow-sm">{children}</p>;
}

// A page whose data could not be read: the way back (to the dashboard unless told), and the alert.
export function PageLoadFailed({ backLink = <BackLink />, children }: { backLink?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-4">
      {backLink}
      <LoadFailed>{children}</LoadFailed>
    </div>
  );
}
