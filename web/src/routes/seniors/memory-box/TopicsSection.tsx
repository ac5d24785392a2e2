import { useLingui } from '@lingui/react/macro';
import type { BoxTopic, SeniorView } from '@carewith/contracts';
import { useRemoveFromBox } from '../../../api/useMemoryBox';
import { Card } from '../../../components/Card';
import { DisclosureButton, DisclosurePanel, useDisclosure } from '../../../components/Disclosure';
import { RemoveButton } from './RemoveButton';
import { TopicForm } from './TopicForm';

// Things to talk about with the loved one ("Ask him about the mill"), newest first, each with who sent
// it. A care home's staff read these for a resident; nothing else of the box but what was consented.
export function TopicsSection({ senior, topics }: { senior: SeniorView; topics: BoxTopic[] }) {
  const { t } = useLingui();
  const adding = useDisclosure();
  const name = senior.firstName;
  return (
    <Card headingId="box-topics-heading" title={t`Things to talk about`}>
      {/* Empty, the card is its heading and its button (the profile's tabs stay short on a phone). */}
      {topics.length > 0 && (
        <ul className="flex flex-col gap-2">
          {topics.map((topic) => (
            <li
              key={topic.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-warm-100 px-3 py-2"
            >
              <span className="break-words">
                “{topic.text}”
                {topic.addedByName && <span className="text-muted"> · {t`from ${topic.addedByName}`}</span>}
              </span>
              {topic.canEdit && <RemoveTopic seniorId={senior.id} topic={topic} />}
            </li>
          ))}
        </ul>
      )}
      <DisclosureButton disclosure={adding} className="self-start">
        {t`Add something to talk about`}
      </DisclosureButton>
      <DisclosurePanel disclosure={adding}>
        <TopicForm
          seniorId={senior.id}
          label={t`Something to talk about`}
          hint={t`Something ${name} likes to talk about, or a memory to ask about. If ${name} lives in a care home, its staff read these too.`}
          submit={t`Add it`}
        />
      </DisclosurePanel>
    </Card>
  );
}

function RemoveTopic({ seniorId, topic }: { seniorId: string; topic: BoxTopic }) {
  const { t } = useLingui();
  const remove = useRemoveFromBox(seniorId);
  return (
    <RemoveButton
      label={t`Remove “${topic.text}”`}
      confirm={t`Remove this from the box?`}
      pending={remove.isPending}
      onRemove={() => remove.mutate(`topics/${topic.id}`)}
    />
  );
}
