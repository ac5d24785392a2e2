import type { ReactNode } from 'react';
import { STARTERS_FAILED, STARTERS_INTRO, STARTERS_LOADING } from './texts';
import { LoadFailed, Loading } from '../../components/LoadState';

// A conversation-starters section: its heading and intro, then the starters once they are read (or
// the loading and failure notes). The activity's card and the profile's section both use it.
export function StartersFrame<T>({
  id,
  heading,
  className,
  query,
  children,
  after,
}: {
  id: string;
  heading: string;
  className: string;
  query: { isLoading: boolean; isError: boolean; data?: T };
  children: (data: T) => ReactNode;
  // Shown whatever the state (the profile's way to the weekly letter).
  after?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className="flex flex-col gap-1">
        <h2 id={id} className="text-2xl font-bold">
          {heading}
        </h2>
        <p className="text-muted">{STARTERS_INTRO}</p>
      </div>
      {query.isLoading ? (
        <Loading>{STARTERS_LOADING}</Loading>
      ) : query.isError || !query.data ? (
        <LoadFailed>{STARTERS_FAILED}</LoadFailed>
      ) : (
        children(query.data)
      )}
      {after}
    </section>
  );
}
