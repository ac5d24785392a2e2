import { z } from 'zod';
import { LIMITS } from './constants';

// A song of the loved one's, beside its title (decision 254): who sings it, and a link to where the
// family listens to it (their own streaming service's page), which the play page opens in a new tab.
// A link is only http or https, with a host: a javascript: or data: address never reaches a page.
export const SONG_LINK_MAX = 2000;
export const SONG_LINK_MESSAGE = 'Link must be a web address starting with http:// or https://';

export function isWebLink(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const artistText = z
  .string({ error: 'Artist must be text' })
  .trim()
  .max(LIMITS.name, { error: `Artist must be at most ${LIMITS.name} characters` });
const linkText = z
  .string({ error: SONG_LINK_MESSAGE })
  .trim()
  .max(SONG_LINK_MAX, { error: `Link must be at most ${SONG_LINK_MAX} characters` })
  .refine((link) => link === '' || isWebLink(link), { error: SONG_LINK_MESSAGE });

// As the box takes them: absent, null or empty is none (null).
export const songArtistInput = artistText
  .nullable()
  .transform((a) => a || null)
  .optional();
export const songLinkInput = linkText
  .nullable()
  .transform((l) => l || null)
  .optional();

// As an activity's song keeps them: absent, or text.
export const songArtistField = artistText.min(1).optional();
export const songLinkField = linkText.refine((l) => l !== '').optional();
