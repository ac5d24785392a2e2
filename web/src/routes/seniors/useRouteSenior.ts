import { useParams } from 'react-router-dom';
import { uuidSchema } from '@carewith/contracts';
import { useSenior } from '../../api/useSenior';
import { isNotFound } from './texts';

// The loved one the page's address names (/seniors/:id/...): their query; notFound when the address
// names none, or one outside the user's care teams; found once their other data may be asked for.
export function useRouteSenior() {
  const { id = '' } = useParams();
  const validId = uuidSchema.safeParse(id).success;
  const senior = useSenior(id, validId);
  return { id, senior, notFound: !validId || isNotFound(senior.error), found: validId && senior.isSuccess };
}
