import { Trans, useLingui } from '@lingui/react/macro';
import { boxSongRequestSchema, type BoxSong, type SeniorView } from '@carewith/contracts';
import { useAddBoxSong, useRemoveFromBox } from '../../../api/useMemoryBox';
import { Card } from '../../../components/Card';
import { TextField } from '../../../components/Field';
import { FormEnd } from '../../../components/FormActions';
import { useApiForm } from '../../../hooks/useApiForm';
import { RemoveButton } from './RemoveButton';

// Songs the loved one loves: a title; one with a clip ends an activity made from the box.
export function SongsSection({ senior, songs }: { senior: SeniorView; songs: BoxSong[] }) {
  const { t } = useLingui();
  const add = useAddBoxSong(senior.id);
  const remove = useRemoveFromBox(senior.id);
  const form = useApiForm({
    schema: boxSongRequestSchema,
    defaultValues: { title: '' },
    fields: ['title'],
    mutation: add,
    onSuccess: () => form.reset({ title: '' }),
    failure: t`The song could not be added. Please try again.`,
    failureAt: 'root',
  });
  const errors = form.errorsOf(['title'] as const);
  return (
    <Card headingId="box-songs-heading" title={t`Songs`}>
      {songs.length === 0 ? (
        <p className="text-muted">
          <Trans>Songs {senior.firstName} loves to hear or sing along to.</Trans>
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {songs.map((song) => (
            <li key={song.id} className="flex flex-col gap-2 rounded-xl border border-warm-100 px-3 py-2">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold">{song.title}</span>
                {song.canEdit && (
                  <RemoveButton
                    label={t`Remove ${song.title}`}
                    confirm={t`Remove this song from the box?`}
                    pending={remove.isPending}
                    onRemove={() => remove.mutate(`songs/${song.id}`)}
                  />
                )}
              </div>
              {song.clipId && (
                <audio controls preload="none" src={`/api/voice-clips/${song.clipId}`} aria-label={song.title} />
              )}
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-3">
        <TextField
          label={t`Song title`}
          value={form.watch('title')}
          onChange={(v) => form.setValue('title', v)}
          error={errors.title}
        />
        <FormEnd alert={errors.root} pending={form.pending} submit={t`Add the song`} busy={t`Adding...`} />
      </form>
    </Card>
  );
}
