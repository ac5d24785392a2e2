import { useRef, useState } from 'react';
import { t } from '@lingui/core/macro';
import { isUnauthorized } from '../../../api/http';
import { useAddAboutMeNote, useRemoveAboutMeNote, useSetAboutMeVisibility } from '../../../api/useAboutMe';
import { toast } from '../../../hooks/useToast';

// What the team may change on the page, in one place for the sections and their items: the switches
// (shown at the value asked for while it is being saved), removing a line and adding one.
export function usePageControls(seniorId: string) {
  const visibility = useSetAboutMeVisibility(seniorId);
  const remove = useRemoveAboutMeNote(seniorId);
  const addNote = useAddAboutMeNote(seniorId);
  // What each switch was last set to, until its save is answered; saves go one after another, so the
  // page kept (each answer is the whole page) is the one after the last press.
  const [asked, setAsked] = useState<Record<string, boolean>>({});
  const saves = useRef<Promise<unknown>>(Promise.resolve());
  const failed = (description: string) => (error: Error) => {
    if (isUnauthorized(error)) return;
    toast({ title: t`Error`, description, variant: 'destructive' });
  };
  return {
    seniorId,
    hiddenNow: (key: string, stored: boolean) => asked[key] ?? stored,
    // A switch is not disabled while a change is saved (a disabled control drops the keyboard's
    // focus): a press shows at once and its save waits its turn.
    setHidden: (key: string, hidden: boolean) => {
      setAsked((now) => ({ ...now, [key]: hidden }));
      saves.current = saves.current
        .then(() => visibility.mutateAsync({ key, hidden }))
        .catch(failed(t`That change could not be saved. Please try again.`))
        .finally(() =>
          setAsked((now) => {
            if (now[key] !== hidden) return now;
            const rest = { ...now };
            delete rest[key];
            return rest;
          }),
        );
    },
    removingNote: (noteId: string) => remove.isPending && remove.variables === noteId,
    removeNote: (noteId: string) =>
      remove.mutate(noteId, { onError: failed(t`The line could not be removed. Please try again.`) }),
    addNote,
  };
}

export type PageControls = ReturnType<typeof usePageControls>;
