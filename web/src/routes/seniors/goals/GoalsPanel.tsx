import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { GOALS_ACTIVE_MAX, type SeniorView } from '@carewith/contracts';
import { useGoals } from '../../../api/useGoals';
import { Card, Section } from '../../../components/Card';
import { DisclosureButton, DisclosurePanel, useDisclosure, WIDE_SCREEN } from '../../../components/Disclosure';
import { LoadFailed, Loading, NothingYet } from '../../../components/LoadState';
import { AddGoalForm } from './AddGoalForm';
import { GoalCard } from './GoalCard';

// The Goals tab (everyday goals, docs/care-science.md): what goals are for, in honest words; the goals
// practised now, each as a card; Add a goal (Co-Caregivers; open at once while there are none); the
// goals stopped. What a member did is said once in the panel's status, as a card may move or close.
export function GoalsPanel({ senior }: { senior: SeniorView }) {
  const { t } = useLingui();
  const goals = useGoals(senior.id);
  const [note, setNote] = useState('');
  if (goals.isLoading) return <Loading>{t`Loading the goals...`}</Loading>;
  if (goals.isError || !goals.data)
    return <LoadFailed>{t`We couldn't load the goals. Please refresh the page to try again.`}</LoadFailed>;
  const { goals: all, canManage } = goals.data;
  // "Due" and "in 4 days" are counted from the services' clock, as the server said when it answered.
  const now = new Date(goals.data.asOf);
  const active = all.filter((g) => g.stage !== 'stopped');
  const stopped = all.filter((g) => g.stage === 'stopped');
  const name = senior.firstName;
  const card = (goal: (typeof all)[number]) => (
    <GoalCard key={goal.id} senior={senior} goal={goal} canManage={canManage} announce={setNote} now={now} />
  );
  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      <Card headingId="goals-intro-heading" title={t`Everyday goals`}>
        <p className="max-w-3xl sm:text-lg">
          {t`Practise one real thing until it sticks: a new name, where something lives, how to use a button. Practising a goal helps with that goal; it is not a treatment for memory.`}
        </p>
        <p className="max-w-3xl text-muted">
          {t`${name} meets each goal in play: first with the answer shown, then with fewer hints, then after longer gaps, and once learned, once a month. Every two weeks the family rates how well ${name} manages it.`}
        </p>
        {!canManage && (
          <p className="max-w-3xl text-muted">
            {t`A Co-Caregiver adds, rates and stops goals. You can record a voice cue for any goal.`}
          </p>
        )}
      </Card>
      <Section headingId="goals-list-heading" title={t`${name}'s goals`}>
        {active.length === 0 ? (
          <NothingYet>{all.length === 0 ? t`No goals yet.` : t`No goals are practised now.`}</NothingYet>
        ) : (
          <ul className="grid items-start gap-4 lg:grid-cols-2">{active.map(card)}</ul>
        )}
      </Section>
      {canManage && (
        <AddGoalCard
          senior={senior}
          open={active.length === 0}
          full={active.length >= GOALS_ACTIVE_MAX}
          announce={setNote}
        />
      )}
      {stopped.length > 0 && (
        <Section headingId="goals-stopped-heading" title={t`Stopped goals`}>
          <ul className="grid items-start gap-4 lg:grid-cols-2">{stopped.map(card)}</ul>
        </Section>
      )}
      <p role="status" className="sr-only">
        {note}
      </p>
    </div>
  );
}

// Add a goal: the form itself while no goal is practised (and after the first is added), else on
// asking; none past the most at once.
function AddGoalCard({
  senior,
  open,
  full,
  announce,
}: {
  senior: SeniorView;
  open: boolean;
  full: boolean;
  announce: (words: string) => void;
}) {
  const { t } = useLingui();
  // Open at first when nothing is practised (on a phone, one tap away: the tab stays short), and then
  // kept open, so a second goal follows the first.
  const [openAtFirst] = useState(open);
  const adding = useDisclosure(openAtFirst ? WIDE_SCREEN : undefined);
  const name = senior.firstName;
  const onAdded = () => {
    if (adding.open && !openAtFirst) adding.toggle();
    announce(t`Goal saved.`);
  };
  return (
    <Card headingId="goals-add-heading" title={t`Add a goal`}>
      {full ? (
        <p>{t`${name} is practising ${GOALS_ACTIVE_MAX} goals, the most at once. Stop one to add another.`}</p>
      ) : (
        <>
          {openAtFirst ? (
            !adding.open && (
              <DisclosureButton disclosure={adding} className="self-start">
                {t`Set a goal for ${name}`}
              </DisclosureButton>
            )
          ) : (
            <DisclosureButton disclosure={adding} className="self-start">
              {t`Add another goal`}
            </DisclosureButton>
          )}
          <DisclosurePanel disclosure={adding}>
            <AddGoalForm senior={senior} onAdded={onAdded} />
          </DisclosurePanel>
        </>
      )}
    </Card>
  );
}
