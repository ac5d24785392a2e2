import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  boxSongRequestSchema,
  SONG_CLIP_MAX_SECONDS,
  voiceClipIdOf,
  type BoxSong,
  type SeniorView,
} from '@carewith/contracts';
import { useAddBoxSong, useRemoveFromBox } from '../../../api/useMemoryBox';
import { Card } from '../../../components/Card';
import { DisclosureButton, DisclosurePanel, useDisclosure } from '../../../components/Disclosure';
import { TextField } from '../../../components/Field';
import { FormEnd } from '../../../components/FormActions';
import { useApiForm } from '../../../hooks/useApiForm';
import type { StepVoice } from '../../games/stepDrafts';
import { VoiceClipField } from '../../games/VoiceClipField';
import { RemoveButton } from './RemoveButton';

type SongValues = { title: string; artist: string; link: string; clipId: string | null };
const noSong: SongValues = { title: '', artist: '', link: '', clipId: null };

// Songs the loved one loves: a title and, if the family likes, who sings it, a link to where they
// listen to it (their own streaming service's page, opened in a new tab) and a clip of it recorded or
// chosen here (the voice-clip path, use "song": MP3, at most 60 seconds); one with a clip or a link
// ends an activity made from the box (decision 254). Adding one opens on asking (a phone screen less
// while the box is new).
export function SongsSection({ senior, songs }: { senior: SeniorView; songs: BoxSong[] }) {
  const { t } = useLingui();
  const adding = useDisclosure();
  const add = useAddBoxSong(senior.id);
  const remove = useRemoveFromBox(senior.id);
  // The clip uploaded for the song being added, heard in the field before the song is.
  const [clip, setClip] = useState<StepVoice | null>(null);
  const form = useApiForm({
    schema: boxSongRequestSchema,
    defaultValues: noSong,
    fields: ['title', 'artist', 'link', 'clipId'],
    mutation: add,
    onSuccess: () => {
      form.reset(noSong);
      setClip(null);
    },
    failure: t`The song could not be added. Please try again.`,
    failureAt: 'root',
  });
  const errors = form.errorsOf(['title', 'artist', 'link', 'clipId'] as const);
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
                <span>
                  <span className="font-semibold">{song.title}</span>
                  {song.artist && <span className="text-muted"> · {t`by ${song.artist}`}</span>}
                </span>
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
              {song.link && (
                <a
                  href={song.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="self-start font-semibold text-brand-800 underline underline-offset-2 break-all"
                >
                  {t`Listen to ${song.title} (opens in a new tab)`}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
      <DisclosureButton disclosure={adding} className="self-start">
        {t`Add a song`}
      </DisclosureButton>
      <DisclosurePanel disclosure={adding}>
        <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-3">
          <TextField
            label={t`Song title`}
            value={form.watch('title')}
            onChange={(v) => form.setValue('title', v)}
            error={errors.title}
          />
          <TextField
            label={t`Artist (optional)`}
            value={form.watch('artist')}
            onChange={(v) => form.setValue('artist', v)}
            error={errors.artist}
          />
          <TextField
            label={t`Where you listen to it (optional)`}
            hint={t`A link to the song on your own music service, starting with https://. ${senior.firstName} can open it at the end of an activity.`}
            type="url"
            value={form.watch('link')}
            onChange={(v) => form.setValue('link', v)}
            error={errors.link}
          />
          <VoiceClipField
            use="song"
            voice={clip}
            careTeamId={senior.careTeamId}
            onChange={(voice) => {
              setClip(voice);
              form.setValue('clipId', voiceClipIdOf(voice?.ref));
              form.clearErrorsAt('clipId');
            }}
            error={errors.clipId}
            label={t`The song's clip (optional)`}
            hint={t`Record a verse or the chorus, up to ${SONG_CLIP_MAX_SECONDS} seconds, or choose an audio file, such as an MP3.`}
            clipName={t`Clip of the song you are adding`}
          />
          <FormEnd alert={errors.root} pending={form.pending} submit={t`Add the song`} busy={t`Adding...`} />
        </form>
      </DisclosurePanel>
    </Card>
  );
}
