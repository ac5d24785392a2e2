import type { TemplateSlug } from '@carewith/contracts';

export type MarkerShape = 'circle' | 'square' | 'triangle' | 'diamond';

// Each template keeps one look on every chart: a colour (at least 4.5:1 on white, so also fine for
// lines), and a marker and dash pattern that tell the series apart in black and white too.
export const TEMPLATE_SERIES: Record<TemplateSlug, { color: string; marker: MarkerShape; dash?: string }> = {
  'grandkid-match': { color: '#0f5e59', marker: 'circle' },
  'places-flashcards': { color: '#1d4ed8', marker: 'square', dash: '8 4' },
  'recipe-sequencing': { color: '#a0410d', marker: 'triangle', dash: '2 4' },
  'shopping-bingo': { color: '#7e22ce', marker: 'diamond', dash: '12 4 2 4' },
};
