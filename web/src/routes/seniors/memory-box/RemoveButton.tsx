import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/Button';

// Removing something (named by `label`, e.g. "Remove photo 3") of the box asks once, in place: the first tap shows the question, the second
// removes it (or Keep it changes nothing).
export function RemoveButton({
  label,
  confirm,
  pending,
  onRemove,
}: {
  label: string;
  confirm: string;
  pending: boolean;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <Button variant="ghost" className="px-3 text-red-800" aria-label={label} onClick={() => setAsking(true)}>
        {t`Remove`}
      </Button>
    );
  return (
    <div role="group" aria-label={confirm} className="flex flex-wrap items-center gap-2">
      <span className="font-medium">{confirm}</span>
      <Button variant="danger" className="px-3" disabled={pending} onClick={onRemove}>
        {pending ? t`Removing...` : t`Yes, remove`}
      </Button>
      <Button variant="ghost" className="px-3" onClick={() => setAsking(false)}>
        {t`Keep it`}
      </Button>
    </div>
  );
}
