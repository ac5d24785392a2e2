import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import type { GameInstance, Senior } from '@carewith/contracts';
import { buttonClass } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { LovedOneOption } from './LovedOneOption';
import { NextButton } from './NextButton';
import { StepActions } from './StepActions';
import { StepHeading } from './StepHeading';
import { activityTitle } from './texts';

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
      {seniors.length === 0 ? (
        <div className="flex flex-col items-start gap-4 rounded-xl bg-warm-50 p-5">
          <p className="text-muted">Add the person you care for to send them activities.</p>
          <Link to="/seniors/new" className={buttonClass()}>
            <Icon name="plus" className="h-5 w-5" />
            Add Your First Loved One
          </Link>
        </div>
      ) : (
        <div role="radiogroup" aria-labelledby="step-heading" className="flex flex-col gap-3">
          {seniors.map((senior) => (
            <LovedOneOption
              key={senior.id}
              senior={senior}
              note={senior.id === activity.seniorId ? 'This activity was made for them' : undefined}
              checked={senior.id === seniorId}
              onChoose={onChoose}
            />
          ))}
        </div>
      )}
      <StepActions onBack={onBack}>
        {seniors.length > 0 && (
          <NextButton ready={Boolean(seniorId)} hint="Please select a loved one" hintId="senior-hint" onNext={onNext} />
        )}
      </StepActions>
    </>
  );
}
