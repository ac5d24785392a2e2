import { t } from '@lingui/core/macro';
import { useRef, type RefObject } from 'react';
import { toast } from '../hooks/useToast';
import { inputClass } from './Field';

// Copies a play link. When the browser will not, the link's field is selected so the user can copy
// it themselves, and a toast says so.
export function useCopyLink(playUrl: string, copiedText: string) {
  const input = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(playUrl);
      toast({ title: t`Link Copied`, description: copiedText });
    } catch {
      input.current?.select();
      toast({
        title: t`Error`,
        description: t`Couldn't copy the link. It is selected: copy it with your keyboard or menu.`,
        variant: 'destructive',
      });
    }
  };
  return { input, copy };
}

// A play link shown to copy: read-only, selected whole when focused, described by its note.
export function PlayLinkInput({
  id,
  playUrl,
  noteId,
  input,
}: {
  id: string;
  playUrl: string;
  noteId: string;
  input: RefObject<HTMLInputElement | null>;
}) {
  return (
    <input
      ref={input}
      id={id}
      readOnly
      value={playUrl}
      aria-describedby={noteId}
      onFocus={(e) => e.target.select()}
      className={`${inputClass} font-mono text-sm`}
    />
  );
}
