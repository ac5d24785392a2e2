import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  MASTERY_STATE_WORDS,
  type MasteryItem,
  type MasteryItemKind,
  type MasteryState,
  type SeniorView,
} from '@carewith/contracts';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useSeniorMastery } from '../../api/useSeniorMastery';
import { Badge, type BadgeTone } from '../../components/Badge';
import { Section } from '../../components/Card';
import { Icon, type IconName } from '../../components/Icon';
import { Loaded } from '../../components/LoadState';
import { inAppLanguage } from '../../i18n/contract-messages';
import { playedAgoWords } from '../../lib/activity-words';
import { photoUrl } from '../../lib/photoUrl';
import { profileTabPath } from './profile-tabs';
import { namesInShort, seeAllKnown } from './texts';

const KIND_WORDS = {
  person: msg`Person`,
  place: msg`Place`,
  recipe: msg`Recipe`,
  list: msg`Shopping list`,
} satisfies Record<MasteryItemKind, unknown>;
const KIND_ICONS: Record<MasteryItemKind, IconName> = {
  person: 'user',
  place: 'heart',
  recipe: 'clock',
  list: 'check',
};
// Kind colours: nothing red, a slipping item is simply one to practise again.
const STATE_TONES: Record<MasteryState, BadgeTone> = {
  new: 'neutral',
  learning: 'info',
  known: 'success',
  slipping: 'warning',
};

// The states in the order the short list gives them: what is known first.
const SHORT_ORDER: MasteryState[] = ['known', 'slipping', 'learning', 'new'];

// "What Margaret knows": each person, place, recipe and list from the loved one's activities, with
// its photo or name, how well it is known in kind words, and when it was last played. `brief` (the
// profile's Overview): the names by how well they are known, and the way to the full list.
export function MasterySection({
  senior,
  brief = false,
}: {
  senior: Pick<SeniorView, 'id' | 'firstName'>;
  brief?: boolean;
}) {
  const { t } = useLingui();
  const mastery = useSeniorMastery(senior.id);
  const now = new Date();
  const name = senior.firstName;
  // Overview's short list and Recent Activities' full one stay mounted side by side once both were
  // shown (Tabs keeps a visited panel), so a fixed id would be on the page twice.
  const headingId = useId();
  return (
    <Section headingId={headingId} title={t`What ${name} knows`}>
      <Loaded
        query={mastery}
        loadingText={t`Loading what ${name} knows...`}
        failedText={t`We couldn't load this list. Please refresh the page to try again.`}
      >
        {(data) =>
          data.items.length === 0 ? (
            <p className="rounded-xl bg-warm-100 p-4 text-ink">
              <Trans>
                The people, places, recipes and lists in {name}'s activities will appear here, each with how well {name}{' '}
                knows it, once an activity is made for {name}.
              </Trans>
            </p>
          ) : brief ? (
            <>
              <ul className="flex flex-col gap-2">
                {SHORT_ORDER.map((state) => {
                  const labels = data.items.filter((i) => i.state === state).map((i) => i.label);
                  return labels.length === 0 ? null : (
                    <li key={state} className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
                      <Badge tone={STATE_TONES[state]}>{inAppLanguage(MASTERY_STATE_WORDS[state])}</Badge>
                      <span className="break-words text-ink">{namesInShort(labels)}</span>
                    </li>
                  );
                })}
              </ul>
              <Link
                to={profileTabPath(senior.id, 'activities')}
                className="inline-flex min-h-11 items-center self-start font-semibold text-brand-800 underline hover:bg-brand-50"
              >
                {t(seeAllKnown(name))}
              </Link>
            </>
          ) : (
            <>
              <p className="text-muted">
                <Trans>
                  Something is "Knows it" after {name} gets it right at once three times in a row, on two different
                  days.
                </Trans>
              </p>
              <ul className="grid gap-3 sm:grid-cols-2">
                {data.items.map((item) => (
                  <MasteryEntry key={item.key} item={item} now={now} />
                ))}
              </ul>
            </>
          )
        }
      </Loaded>
    </Section>
  );
}

function MasteryEntry({ item, now }: { item: MasteryItem; now: Date }) {
  const { t } = useLingui();
  const src = photoUrl(item.photo);
  return (
    <li className="flex items-center gap-4 rounded-2xl border border-warm-100 bg-white p-4 shadow-sm">
      {src ? (
        <img src={src} alt="" className="h-16 w-16 shrink-0 rounded-xl object-cover" loading="lazy" />
      ) : (
        <span className="flex h-16 w-16 shrink-0 items-center justify-center rounded-xl bg-warm-50 text-brand-700">
          <Icon name={KIND_ICONS[item.kind]} className="h-7 w-7" />
        </span>
      )}
      <div className="flex min-w-0 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="break-words text-lg font-semibold text-ink">{item.label}</span>
          <Badge tone={STATE_TONES[item.state]}>{inAppLanguage(MASTERY_STATE_WORDS[item.state])}</Badge>
        </p>
        <p className="text-muted">
          {t(KIND_WORDS[item.kind])} · {playedAgoWords(item.lastPlayedAt, now)}
        </p>
      </div>
    </li>
  );
}
