import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { Section } from '../../components/Card';
import { Icon, type IconName } from '../../components/Icon';

type Action = { to: string; title: MessageDescriptor; description: MessageDescriptor; icon: IconName; manage: boolean };

const ACTIONS: Action[] = [
  {
    to: '/assign',
    title: msg`Send Activity`,
    description: msg`Text a memory activity to your loved one`,
    icon: 'send',
    manage: true,
  },
  {
    to: '/ai-assessment',
    title: msg`AI Support`,
    description: msg`Insights on how things are going`,
    icon: 'sparkles',
    manage: false,
  },
  {
    to: '/check-in',
    title: msg`Check In`,
    description: msg`Take a moment for how you feel`,
    icon: 'heart',
    manage: false,
  },
  {
    to: '/invite',
    title: msg`Invite Family`,
    description: msg`Bring relatives into your care team`,
    icon: 'users',
    manage: true,
  },
];

// The four quick actions; sending and inviting are for Co-Caregivers only.
export function QuickActions({ canManage }: { canManage: boolean }) {
  const { t } = useLingui();
  const actions = ACTIONS.filter((a) => canManage || !a.manage);
  return (
    <Section headingId="quick-actions-heading" title={t`Quick Actions`}>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {actions.map((a) => (
          <li
            key={a.to}
            className="relative flex w-full flex-col gap-2 rounded-2xl border-2 border-warm-100 bg-white p-4 shadow-sm focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-700 hover:border-brand-600 hover:bg-brand-50 sm:p-5"
          >
            <span className="flex h-11 w-11 items-center justify-center rounded-full bg-brand-700 text-white">
              <Icon name={a.icon} className="h-6 w-6" />
            </span>
            {/* The link's text is the title (what a voice-control user says, WCAG 2.5.3); it covers the
                whole card, and the description is read after it. */}
            <Link
              to={a.to}
              aria-describedby={`quick-${a.icon}-desc`}
              className="text-lg font-semibold text-ink outline-none after:absolute after:inset-0 after:rounded-2xl after:content-['']"
            >
              {t(a.title)}
            </Link>
            <span id={`quick-${a.icon}-desc`} className="text-[0.95rem] text-muted">
              {t(a.description)}
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
