import {
  MASTERY_STATE_WORDS,
  playedAgo,
  type MasteryItem,
  type MasteryItemKind,
  type MasteryState,
  type SeniorView,
} from '@carewith/contracts';
import { Link } from 'react-router-dom';
import { useSeniorMastery } from '../../api/useSeniorMastery';
import { Badge, type BadgeTone } from '../../components/Badge';
import { Section } from '../../components/Card';
import { Icon, type IconName } from '../../components/Icon';
import { Loaded } from '../../components/LoadState';
import { photoUrl } from '../../lib/photoUrl';
import { profileTabPath } from './profile-tabs';
import { namesInShort, seeAllKnown } from './texts';

const KIND_WORDS: Record<MasteryItemKind, string> = {
  person: 'Person',
  place: 'Place',
  recipe: 'Recipe',
  list: 'Shopping list',
};
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
  const mastery = useSeniorMastery(senior.id);
  const now = new Date();
  return (
    <Section headingId="mastery-heading" title={`What ${senior.firstName} knows`}>
      <Loaded
        query={mastery}
        loadingText={`Loading what ${senior.firstName} knows...`}
        failedText="We couldn't load this list. Please refresh the page to try again."
      >
        {(data) =>
          data.items.length === 0 ? (
            <p className="rounded-xl bg-warm-100 p-4 text-ink">
              The people, places, recipes and lists in {senior.firstName}'s activities will appear here, each with how
              well {senior.firstName} knows it, once an activity is made for {senior.firstName}.
            </p>
          ) : brief ? (
            <>
              <ul className="flex flex-col gap-2">
                {SHORT_ORDER.map((state) => {
                  const labels = data.items.filter((i) => i.state === state).map((i) => i.label);
                  return labels.length === 0 ? null : (
                    <li key={state} className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
                      <Badge tone={STATE_TONES[state]}>{MASTERY_STATE_WORDS[state]}</Badge>
                      <span className="break-words text-ink">{namesInShort(labels)}</span>
                    </li>
                  );
                })}
              </ul>
              <Link
                to={profileTabPath(senior.id, 'activities')}
                className="inline-flex min-h-11 items-center self-start font-semibold text-brand-800 underline hover:bg-brand-50"
              >
                {seeAllKnown(senior.firstName)}
              </Link>
            </>
          ) : (
            <>
              <p className="text-muted">
                Something is "Knows it" after {senior.firstName} gets it right at once three times in a row, on two
                different days.
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
          <Badge tone={STATE_TONES[item.state]}>{MASTERY_STATE_WORDS[item.state]}</Badge>
        </p>
        <p className="text-muted">
          {KIND_WORDS[item.kind]} · {playedAgo(item.lastPlayedAt, now)}
        </p>
      </div>
    </li>
  );
}
