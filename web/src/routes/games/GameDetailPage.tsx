import { useParams } from 'react-router-dom';
import { uuidSchema } from '@carewith/contracts';
import { GameDetailView } from './GameDetailView';

// /games/{id}: one activity. Keyed by id so a duplicate opened from here starts fresh.
export function GameDetailPage() {
  const { id = '' } = useParams();
  return <GameDetailView key={id} gameId={id} validId={uuidSchema.safeParse(id).success} />;
}
