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
  const asked = visibility.isPending ? visibility.variables : undefined;
  const failed = (description: string) => (error: Error) => {
    if (isUnauthorized(error)) return;
    toast({ title: t`Error`, description, variant: 'destructive' });
  };
  return {
    seniorId,
    hiddenNow: (key: string, stored: boolean) => (asked?.key === key ? asked.hidden : stored),
    // One change at a time, so that the page kept is the last one asked for. A switch is not disabled
    // meanwhile (a disabled control drops the keyboard's focus): a press is simply not taken.
    setHidden: (key: string, hidden: boolean) => {
      if (visibility.isPending) return;
      visibility.mutate({ key, hidden }, { onError: failed(t`That change could not be saved. Please try again.`) });
    },
    removingNote: (noteId: string) => remove.isPending && remove.variables === noteId,
    removeNote: (noteId: string) =>
      remove.mutate(noteId, { onError: failed(t`The line could not be removed. Please try again.`) }),
    addNote,
  };
}

export type PageControls = ReturnType<typeof usePageControls>;
