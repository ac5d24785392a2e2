import type { ComponentProps, ComponentType } from 'react';
import type * as RecipeModule from './Recipe';
import type * as StepsModule from './steps';
import type { TemplateSlug } from './types';

// Each template's screen is a chunk of its own, loaded with the activity (PlayApp waits for it, so it is
// there before the first render): an activity needs one of them, and the page's own bundle stays
// within its budget (the loved one's language included). These stand-ins keep Game's markup as
// it was; the service worker keeps every chunk for a reload without a connection.
type Views = {
  QuestionView: typeof StepsModule.QuestionView;
  PlaceView: typeof StepsModule.PlaceView;
  ShoppingView: typeof StepsModule.ShoppingView;
  RecipeView: typeof RecipeModule.RecipeView;
};
const views: Partial<Views> = {};
const steps = () =>
  import('./steps').then(({ QuestionView, PlaceView, ShoppingView }) => {
    Object.assign(views, { QuestionView, PlaceView, ShoppingView });
  });
const loaders: Record<TemplateSlug, () => Promise<void>> = {
  'grandkid-match': steps,
  'places-flashcards': steps,
  'shopping-bingo': steps,
  'recipe-sequencing': () => import('./Recipe').then((m) => void (views.RecipeView = m.RecipeView)),
};

export const loadView = (slug: TemplateSlug) => (loaders[slug] ?? steps)();

function standIn<P extends object>(get: () => ComponentType<P> | undefined) {
  return function View(props: P) {
    const Loaded = get();
    return Loaded ? <Loaded {...props} /> : null;
  };
}
export const QuestionView = standIn<ComponentProps<Views['QuestionView']>>(() => views.QuestionView);
export const PlaceView = standIn<ComponentProps<Views['PlaceView']>>(() => views.PlaceView);
export const ShoppingView = standIn<ComponentProps<Views['ShoppingView']>>(() => views.ShoppingView);
export const RecipeView = standIn<ComponentProps<Views['RecipeView']>>(() => views.RecipeView);
