import { ACCOUNT_DELETED_PARAM } from './routes/account/texts';

// The build marks the root element of dist/index.html when it holds the pre-rendered landing page.
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
export const PRERENDERED_LANDING = 'landing';

// The pre-rendered markup is the landing page at "/" without the notice a deleted account returns to.
export function prerenderedMarkupFits({ pathname, search }: { pathname: string; search: string }): boolean {
  return pathname === '/' && !new URLSearchParams(search).has(ACCOUNT_DELETED_PARAM);
}
