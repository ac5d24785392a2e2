import type { ReactNode } from 'react';
import { Section } from '../../components/Card';

// A demo page's white card, named by its heading.
export function DemoCard({ headingId, title, children }: { headingId: string; title: string; children: ReactNode }) {
  return (
    <Section
      headingId={headingId}
      title={title}
      className="rounded-2xl border border-warm-100 bg-white p-5 sm:p-6"
      headingClassName="text-xl font-bold"
    >
      {children}
    </Section>
  );
}
