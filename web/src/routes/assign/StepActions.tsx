import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';

// The bottom row of steps 1 to 3: Back (steps 2 and 3) on the left, the step's main button on the right.
export function StepActions({
  onBack,
  backDisabled,
  children,
}: {
  onBack?: () => void;
  backDisabled?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-warm-100 pt-5 sm:flex-row sm:items-center sm:justify-between">
      {onBack ? (
        <Button variant="secondary" onClick={onBack} disabled={backDisabled}>
          <Icon name="arrow-left" className="h-5 w-5" />
          <Trans>Back</Trans>
        </Button>
      ) : (
        <span aria-hidden="true" className="hidden sm:block" />
      )}
      {children}
    </div>
  );
}
