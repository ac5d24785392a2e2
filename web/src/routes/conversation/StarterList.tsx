import type { ConversationStarter } from '@carewith/contracts';
import { StarterItem } from './StarterItem';

export function StarterList({ starters, label }: { starters: ConversationStarter[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-col gap-3">
      {starters.map((s) => (
        <StarterItem key={s.id} starter={s} />
      ))}
    </ul>
  );
}
