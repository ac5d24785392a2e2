import { useState } from 'react';
import { Button } from '../../../components/Button';

// An action that cannot be taken back asks once, in place: the first press shows the question, then
// `yes` does it and `no` changes nothing (the memory box's RemoveButton, in other words).
export function ConfirmButton({
  text,
  label,
  question,
  yes,
  busy,
  no,
  pending,
  onConfirm,
}: {
  text: string;
  // The button's full name, starting with its text ("Revoke the link for Oak House").
  label: string;
  question: string;
  yes: string;
  busy: string;
  no: string;
  pending: boolean;
  onConfirm: () => void;
}) {
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <Button variant="secondary" padding="px-4" aria-label={label} onClick={() => setAsking(true)}>
        {text}
      </Button>
    );
  return (
    <div role="group" aria-label={question} className="flex flex-wrap items-center gap-2">
      <span className="font-medium">{question}</span>
      <Button variant="danger" padding="px-4" disabled={pending} onClick={onConfirm}>
        {pending ? busy : yes}
      </Button>
      <Button variant="ghost" padding="px-4" onClick={() => setAsking(false)}>
        {no}
      </Button>
    </div>
  );
}
