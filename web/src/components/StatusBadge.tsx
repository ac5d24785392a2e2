import { GAME_STATUS_LABELS, type GameStatus } from '@carewith/contracts';
import { inAppLanguage } from '../i18n/contract-messages';
import { Badge, type BadgeTone } from './Badge';

const TONE: Record<GameStatus, BadgeTone> = {
  DRAFT: 'neutral',
  SENT: 'info',
  ACTIVE: 'warning',
  CLOSED: 'success',
};

// An activity's status: Draft, Sent, In Progress or Completed.
export function StatusBadge({ status }: { status: GameStatus }) {
  return <Badge tone={TONE[status]}>{inAppLanguage(GAME_STATUS_LABELS[status])}</Badge>;
}
