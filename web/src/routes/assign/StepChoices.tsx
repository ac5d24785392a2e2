import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../components/Button';
import { Icon } from '../../components/Icon';

// A wizard step's choices: a radio group named by the step's heading, or, when there is nothing to
// choose from, a line saying so and the way to make the first one.
export function StepChoices({
  count,
  none,
  children,
}: {
  count: number;
  none: { text: MessageDescriptor; to: string; action: MessageDescriptor };
  children: ReactNode;
}) {
  const { t } = useLingui();
  return count === 0 ? (
    <div className="flex flex-col items-start gap-4 rounded-xl bg-warm-50 p-5">
      <p className="text-muted">{t(none.text)}</p>
      <Link to={none.to} className={buttonClass()}>
        <Icon name="plus" className="h-5 w-5" />
        {t(none.action)}
      </Link>
    </div>
  ) : (
    <div role="radiogroup" aria-labelledby="step-heading" className="flex flex-col gap-3">
      {children}
    </div>
  );
}
