import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GameCategory, TemplateSlug } from '@carewith/contracts';

// The templates' names and descriptions as the caregiver app shows them, in the member's language
//. The English words are the contract's TEMPLATES; the Spanish names are those the loved
// one reads (libs/contracts/src/locales/es.json, `template.*`).
const TITLES: Record<TemplateSlug, MessageDescriptor> = {
  'grandkid-match': msg`Family Photo Match`,
  'places-flashcards': msg`Familiar Places`,
  'recipe-sequencing': msg`Recipe Sequencing`,
  'shopping-bingo': msg`Shopping Memory`,
};

const DESCRIPTIONS: Record<TemplateSlug, MessageDescriptor> = {
  'grandkid-match': msg`Match photos of grandchildren and family members to their names.`,
  'places-flashcards': msg`Look at photos of meaningful places and remember the stories behind them.`,
  'recipe-sequencing': msg`Put the steps of a favourite family recipe in the right order.`,
  'shopping-bingo': msg`Find the items from a shopping list among everyday things.`,
};

const CATEGORIES: Record<GameCategory, MessageDescriptor> = {
  MATCHING: msg`MATCHING`,
  MEMORY: msg`MEMORY`,
  SEQUENCING: msg`SEQUENCING`,
  TRIVIA: msg`TRIVIA`,
};

export const templateTitle = (slug: TemplateSlug) => (TITLES[slug] ? i18n._(TITLES[slug]) : slug);
export const templateDescription = (slug: TemplateSlug) => i18n._(DESCRIPTIONS[slug]);
export const categoryLabel = (category: GameCategory) =>
  CATEGORIES[category] ? i18n._(CATEGORIES[category]) : category;
