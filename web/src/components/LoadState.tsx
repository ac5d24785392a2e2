import type { ReactNode } from 'react';

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
