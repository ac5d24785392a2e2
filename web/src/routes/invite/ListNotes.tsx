import type { ReactNode } from 'react';

// What a card of the invite page says while its list loads, and when it could not be read.
export function ListNotes({
  query,
  loadingText,
  failedText,
}: {
  query: { isLoading: boolean; isError: boolean };
  loadingText: ReactNode;
  failedText: ReactNode;
}) {
  return (
    <>
      {query.isLoading && (
        <p role="status" className="mt-4 text-muted">
          {loadingText}
        </p>
      )}
      {query.isError && (
        <p role="alert" className="mt-4 font-medium text-red-800">
          {failedText}
        </p>
      )}
    </>
  );
}

// The invite page's cards: white, with a smaller heading than the dashboard's.
export const inviteCard = {
  className: 'rounded-2xl border border-warm-100 bg-white p-6 shadow-sm',
  headingClassName: 'text-xl font-bold',
};
