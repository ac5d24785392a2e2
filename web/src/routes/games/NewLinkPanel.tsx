import { useId, useRef } from 'react';
import { Button } from '../../components/Button';
import { inputClass } from '../../components/Field';
import { Icon } from '../../components/Icon';
import { toast } from '../../hooks/useToast';

// The link just generated: shown this once (the server keeps only a hash), with Copy Link.
export function NewLinkPanel({ playUrl }: { playUrl: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(playUrl);
      toast({ title: 'Link Copied', description: 'Paste it into a message to your loved one.' });
    } catch {
      input.current?.select();
      toast({
        title: 'Error',
        description: "Couldn't copy the link. It is selected: copy it with your keyboard or menu.",
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="flex flex-col gap-3 rounded-xl border-2 border-brand-700 bg-brand-50 p-4">
      <label htmlFor={id} className="font-semibold">
        New play link
      </label>
      <input
        ref={input}
        id={id}
        readOnly
        value={playUrl}
        aria-describedby={`${id}-note`}
        onFocus={(e) => e.target.select()}
        className={`${inputClass} font-mono text-sm`}
      />
      <p id={`${id}-note`} className="text-sm text-muted">
        Copy it now: for your loved one's privacy it is shown only this once. You can always generate a new one.
      </p>
      <Button className="self-start" onClick={() => void copy()}>
        <Icon name="check" className="h-5 w-5" />
        Copy Link
      </Button>
    </div>
  );
}
