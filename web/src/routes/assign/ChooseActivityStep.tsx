import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Ref } from 'react';
import type { GameInstance, Senior } from '@carewith/contracts';
import { ActivityOption } from './ActivityOption';
import { NextButton } from './NextButton';
import { StepActions } from './StepActions';
import { StepChoices } from './StepChoices';
import { StepHeading } from './StepHeading';

// With nothing to choose from, the way to make the first one.
const NO_ACTIVITIES = {
  text: msg`You haven't created any activities yet.`,
  to: '/games/new',
  action: msg`Create Your First Activity`,
};

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
  const { t } = useLingui();
  const firstName = (id: string | null) => (id ? seniors.find((s) => s.id === id)?.firstName : undefined);
  return (
    <>
      <StepHeading
        id="step-heading"
        headingRef={headingRef}
        description={activities.length > 0 ? t`Pick the activity you would like to send.` : undefined}
      >
        <Trans>Choose Activity</Trans>
      </StepHeading>
      <StepChoices count={activities.length} none={NO_ACTIVITIES}>
        {activities.map((activity) => (
          <ActivityOption
            key={activity.id}
            activity={activity}
            forName={firstName(activity.seniorId)}
            checked={activity.id === gameId}
            onChoose={onChoose}
          />
        ))}
      </StepChoices>
      {activities.length > 0 && (
        <StepActions>
          <NextButton
            ready={Boolean(gameId)}
            hint={t`Please select an activity`}
            hintId="activity-hint"
            onNext={onNext}
          />
        </StepActions>
      )}
    </>
  );
}
