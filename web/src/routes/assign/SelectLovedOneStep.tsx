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
  text: 'Add the person you care for to send them activities.',
  to: '/seniors/new',
  action: 'Add Your First Loved One',
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
  return (
    <>
      <StepHeading
        id="step-heading"
        headingRef={headingRef}
        description={seniors.length > 0 ? `Who should receive "${activityTitle(activity)}"?` : undefined}
      >
        Select Loved One
      </StepHeading>
      <StepChoices count={seniors.length} none={NO_LOVED_ONES}>
        {seniors.map((senior) => (
          <LovedOneOption
            key={senior.id}
            senior={senior}
            note={senior.id === activity.seniorId ? 'This activity was made for them' : undefined}
            checked={senior.id === seniorId}
            onChoose={onChoose}
          />
        ))}
      </StepChoices>
      <StepActions onBack={onBack}>
        {seniors.length > 0 && (
          <NextButton ready={Boolean(seniorId)} hint="Please select a loved one" hintId="senior-hint" onNext={onNext} />
        )}
      </StepActions>
    </>
  );
}
