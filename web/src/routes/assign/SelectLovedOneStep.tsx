import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Ref } from 'react';
import type { GameInstance, Senior } from '@carewith/contracts';
import { LovedOneOption } from './LovedOneOption';
import { NextButton } from './NextButton';
import { StepActions } from './StepActions';
import { StepChoices } from './StepChoices';
import { StepHeading } from './StepHeading';
import { activityTitle } from './texts';

// With nothing to choose from, the way to make the first one.
const NO_LOVED_ONES = {
  text: msg`Add the person you care for to send them activities.`,
  to: '/seniors/new',
  action: msg`Add Your First Loved One`,
};

// Step 2: who receives the activity (name and phone, or No Phone), or add the first loved one.
export function SelectLovedOneStep({
  activity,
  seniors,
  seniorId,
  onChoose,
  onBack,
  onNext,
  headingRef,
}: {
  activity: GameInstance;
  seniors: Senior[];
  seniorId: string;
  onChoose: (seniorId: string) => void;
  onBack: () => void;
  onNext: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { t } = useLingui();
  return (
    <>
      <StepHeading
        id="step-heading"
        headingRef={headingRef}
        description={seniors.length > 0 ? t`Who should receive "${activityTitle(activity)}"?` : undefined}
      >
        <Trans>Select Loved One</Trans>
      </StepHeading>
      <StepChoices count={seniors.length} none={NO_LOVED_ONES}>
        {seniors.map((senior) => (
          <LovedOneOption
            key={senior.id}
            senior={senior}
            note={senior.id === activity.seniorId ? t`This activity was made for them` : undefined}
            checked={senior.id === seniorId}
            onChoose={onChoose}
          />
        ))}
      </StepChoices>
      <StepActions onBack={onBack}>
        {seniors.length > 0 && (
          <NextButton
            ready={Boolean(seniorId)}
            hint={t`Please select a loved one`}
            hintId="senior-hint"
            onNext={onNext}
          />
        )}
      </StepActions>
    </>
  );
}
