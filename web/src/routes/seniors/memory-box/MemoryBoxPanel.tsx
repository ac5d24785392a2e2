import { ChangeEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { BOX_PHOTOS_PER_UPLOAD, type MemoryBox, type SeniorView } from '@carewith/contracts';
import { ApiError, isUnauthorized } from '../../../api/http';
import { useAddBoxPhotos, useMakeBoxActivity, useMemoryBox } from '../../../api/useMemoryBox';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { FormAlert } from '../../../components/Field';
import { Icon } from '../../../components/Icon';
import { LoadFailed, Loading } from '../../../components/LoadState';
import { inAppLanguage } from '../../../i18n/contract-messages';
import { BoxSaves, BoxSavesContext, useBoxSaves } from './boxSaves';
import { PeopleAndPlaces } from './PeopleAndPlaces';
import { PhotoCard } from './PhotoCard';
import { RecipesSection } from './RecipesSection';
import { ShoppingListSection } from './ShoppingListSection';
import { SongsSection } from './SongsSection';
import { TopicsSection } from './TopicsSection';

const isEmpty = (box: MemoryBox) =>
  box.photos.length + box.people.length + box.places.length + box.recipes.length + box.songs.length === 0 &&
  box.shoppingList.items.length === 0;

// The Memory Box tab: the family's photos with who, where and when, the people and places
// they name, recipes, the shopping list and songs, and "Make an activity" from all of it.
export function MemoryBoxPanel({ senior }: { senior: SeniorView }) {
  const { t } = useLingui();
  const box = useMemoryBox(senior.id);
  const [saves] = useState(() => new BoxSaves());
  if (box.isLoading) return <Loading>{t`Loading the memory box...`}</Loading>;
  if (box.isError || !box.data)
    return <LoadFailed>{t`We couldn't load the memory box. Please refresh the page to try again.`}</LoadFailed>;
  const data = box.data;
  return (
    <BoxSavesContext.Provider value={saves}>
      <div className="flex flex-col gap-6">
        <BoxIntro senior={senior} empty={isEmpty(data)} />
        {data.photos.length > 0 && (
          <section aria-labelledby="box-photos-heading" className="flex flex-col gap-4">
            <h2 id="box-photos-heading" className="text-2xl font-bold">
              <Trans>Photos</Trans>
            </h2>
            <p className="text-muted">
              <Trans>Say who is in each photo, where and when. Each answer is saved as you go.</Trans>
            </p>
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {data.photos.map((photo, i) => (
                <PhotoCard key={photo.id} seniorId={senior.id} photo={photo} box={data} number={i + 1} />
              ))}
            </ul>
          </section>
        )}
        <PeopleAndPlaces seniorId={senior.id} box={data} />
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <RecipesSection seniorId={senior.id} recipes={data.recipes} />
          <div className="flex flex-col gap-6">
            <ShoppingListSection seniorId={senior.id} list={data.shoppingList} />
            <SongsSection senior={senior} songs={data.songs} />
            <TopicsSection senior={senior} topics={data.topics} />
          </div>
        </div>
      </div>
    </BoxSavesContext.Provider>
  );
}

// What the box is for, Add photos and Make an activity.
function BoxIntro({ senior, empty }: { senior: SeniorView; empty: boolean }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const saves = useBoxSaves();
  const files = useRef<HTMLInputElement>(null);
  const add = useAddBoxPhotos(senior.id);
  const make = useMakeBoxActivity(senior.id);
  const [uploadNote, setUploadNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [makeProblem, setMakeProblem] = useState<string | null>(null);
  const name = senior.firstName;
  const owner = senior.myRole === 'OWNER';

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    if (chosen.length === 0) return;
    setProblem(null);
    if (chosen.length > BOX_PHOTOS_PER_UPLOAD) {
      setProblem(t`Please choose at most ${BOX_PHOTOS_PER_UPLOAD} photos at a time.`);
      return;
    }
    const count = chosen.length;
    setUploadNote(plural(count, { one: 'Adding # photo...', other: 'Adding # photos...' }));
    add.mutate(chosen, {
      onSuccess: ({ photos }) => {
        const again = photos.filter((p) => p.duplicate).length;
        const added = photos.length - again;
        const addedNote = plural(added, { one: '# photo added.', other: '# photos added.' });
        const againNote = plural(again, {
          one: 'One of them was already in the box, so it is kept once.',
          other: '# of them were already in the box, so each is kept once.',
        });
        setUploadNote(again > 0 ? `${added > 0 ? `${addedNote} ` : ''}${againNote}` : addedNote);
      },
      onError: (error) => {
        setUploadNote('');
        if (isUnauthorized(error)) return;
        const reason = error instanceof ApiError ? (error.fieldErrors[0]?.message ?? error.serverMessage) : undefined;
        setProblem(reason ? inAppLanguage(reason) : t`The photos could not be added. Please try again.`);
      },
    });
  };

  const onMake = async () => {
    setMakeProblem(null);
    await saves.settled();
    make.mutate(undefined, {
      onSuccess: (draft) => navigate(`/games/${draft.id}`),
      onError: (error) => {
        if (isUnauthorized(error)) return;
        const status = error instanceof ApiError ? error.status : 0;
        setMakeProblem(
          status === 409
            ? t`There is nothing to practise in the box yet. Say who is in a few photos, or add a place, a recipe or the shopping list, then try again.`
            : status === 403
              ? t`Only a Co-Caregiver can make activities from the box.`
              : t`The activity could not be made. Please try again.`,
        );
      },
    });
  };

  return (
    <Card headingId="box-intro-heading" title={t`${name}'s memory box`}>
      <p className="max-w-3xl text-lg">
        {empty
          ? t`Put the family's memories here: photos of the people and places ${name} loves, favourite recipes, the usual shopping list and songs. Say who is in each photo, and the box makes activities from them for ${name} to enjoy.`
          : t`Photos, people, places, recipes and songs from the family. The box makes activities from them for ${name}.`}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <input ref={files} type="file" accept="image/*" multiple hidden onChange={onFiles} />
        <Button onClick={() => files.current?.click()} disabled={add.isPending}>
          <Icon name="plus" className="h-5 w-5" />
          {add.isPending ? t`Adding photos...` : t`Add photos`}
        </Button>
        {owner && (
          <Button variant="secondary" onClick={() => void onMake()} disabled={make.isPending}>
            <Icon name="sparkles" className="h-5 w-5" />
            {make.isPending ? t`Making the activity...` : t`Make an activity`}
          </Button>
        )}
      </div>
      <p role="status" className="font-medium">
        {uploadNote}
      </p>
      <FormAlert>{problem}</FormAlert>
      <FormAlert>{makeProblem}</FormAlert>
      {!owner && (
        <p className="text-muted">
          <Trans>
            You can add photos and memories. A Co-Caregiver makes activities from the box and sends them to {name}.
          </Trans>
        </p>
      )}
    </Card>
  );
}
