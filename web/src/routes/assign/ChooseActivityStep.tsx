import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import type { GameInstance, Senior } from '@carewith/contracts';
import { buttonClass } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { ActivityOption } from './ActivityOption';
import { NextButton } from './NextButton';
import { StepActions } from './StepActions';
import { StepHeading } from './StepHeading';

// Step 1: pick one of the recent activities (title, template, status), or create the first one.
export function ChooseActivityStep({
  activities,
  seniors,
  gameId,
  onChoose,
  onNext,
  headingRef,
}: {
  activities: GameInstance[];
  seniors: Senior[];
  gameId: string;
  onChoose: (gameId: string) => void;
  onNext: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const firstName = (id: string | null) => (id ? seniors.find((s) => s.id === id)?.firstName : undefined);
  return (
    <>
      <StepHeading
        id="step-heading"
        headingRef={headingRef}
        description={activities.length > 0 ? 'Pick the activity you would like to send.' : undefined}
      >
        Choose Activity
      </StepHeading>
      {activities.length === 0 ? (
        <div className="flex flex-col items-start gap-4 rounded-xl bg-warm-50 p-5">
          <p className="text-muted">You haven't created any activities yet.</p>
          <Link to="/games/new" className={buttonClass()}>
            <Icon name="plus" className="h-5 w-5" />
            Create Your First Activity
          </Link>
        </div>
      ) : (
        <div role="radiogroup" aria-labelledby="step-heading" className="flex flex-col gap-3">
          {activities.map((activity) => (
            <ActivityOption
              key={activity.id}
              activity={activity}
              forName={firstName(activity.seniorId)}
              checked={activity.id === gameId}
              onChoose={onChoose}
            />
          ))}
        </div>
      )}
      {activities.length > 0 && (
        <StepActions>
          <NextButton ready={Boolean(gameId)} hint="Please select an activity" hintId="activity-hint" onNext={onNext} />
        </StepActions>
      )}
    </>
  );
}
