import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Section } from '../../components/Card';
import { Loaded } from '../../components/LoadState';
import { STARTERS_FAILED, STARTERS_LOADING, startersIntro } from './texts';

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
  children: (data: NonNullable<T>) => ReactNode;
  // Shown whatever the state (the profile's way to the weekly letter).
  after?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Section
      headingId={id}
      title={heading}
      className={className}
      aside={<p className="text-muted">{startersIntro()}</p>}
      asideClassName="flex flex-col gap-1"
    >
      <Loaded query={query} loadingText={t(STARTERS_LOADING)} failedText={t(STARTERS_FAILED)}>
        {children}
      </Loaded>
      {after}
    </Section>
  );
}
