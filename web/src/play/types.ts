// Types only: the play bundle must not pull zod, so nothing but type re-exports from the contracts.
export type {
  PlaceStep,
  PlayPlaceStep,
  PlayProgress,
  PlayQuestionStep,
  PlayRecipeStep,
  PlayResponse,
  PlayShoppingStep,
  PlayStep,
  ShoppingStep,
  TemplateSlug,
} from '@carewith/contracts';

export type Accessibility = { largeText: boolean; audioInstructions: boolean; highContrast: boolean };

// Copied from the contracts (spec section 9: default accessibility), a value the bundle may not import.
export const DEFAULT_ACCESSIBILITY: Accessibility = { largeText: true, audioInstructions: false, highContrast: true };

// One recorded answer, as the STEP event and the completion's rawData carry it. Gentle mode adds the
// answers before the final one (first first) and the most help shown (cue level 0-3).
export type Help = { attempts: unknown[]; cueLevel: number };
export type Answer = { step: number; answer: unknown; timestamp: number } & Partial<Help>;

export type Route = { mode: 'play'; token: string } | { mode: 'preview'; gameId: string } | { mode: 'none' };

export function parseRoute(pathname: string): Route {
  const parts = pathname.split('/').filter(Boolean);
  const decode = (s: string) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return '';
    }
  };
  if (parts[0] !== 'play') return { mode: 'none' };
  if (parts[1] === 'preview' && parts.length === 3) {
    const gameId = decode(parts[2]);
    return gameId ? { mode: 'preview', gameId } : { mode: 'none' };
  }
  if (parts.length === 2) {
    const token = decode(parts[1]);
    return token ? { mode: 'play', token } : { mode: 'none' };
  }
  return { mode: 'none' };
}

export const photoId = (ref: string | undefined) => (ref && ref.startsWith('photo:') ? ref.slice(6) : null);
