// The language the caregiver app's texts are written in (the catalogs' source), in a module of its own
// so that code read outside Vite (jest, the typecheck) reaches it without the catalogs' loader.
export const SOURCE_LANGUAGE = 'en';
