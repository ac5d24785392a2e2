import { Trans } from '@lingui/react/macro';
import { Button } from '../../components/Button';

// Next: disabled until the step's choice is made; the hint says what is missing.
export function NextButton({
  ready,
  hint,
  hintId,
  onNext,
}: {
  ready: boolean;
  hint: string;
  hintId: string;
  onNext: () => void;
}) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row-reverse sm:items-center">
      <Button onClick={onNext} disabled={!ready} aria-describedby={ready ? undefined : hintId}>
        <Trans>Next</Trans>
      </Button>
      {!ready && (
        <p id={hintId} className="text-center text-muted sm:text-right">
          {hint}
        </p>
      )}
    </div>
  );
}
