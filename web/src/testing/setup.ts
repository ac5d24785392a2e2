// The jsdom project's set-up (jest.config.js): Testing Library's DOM matchers, and the few browser
// features jsdom leaves out that the app's components call.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom has no TextEncoder of its own.
Object.assign(globalThis, {
  TextEncoder: globalThis.TextEncoder ?? TextEncoder,
  TextDecoder: globalThis.TextDecoder ?? TextDecoder,
});

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoResizeObserver as unknown as typeof ResizeObserver;
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
// Radix's toasts ask for pointer capture on a swipe.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;

// A screen rendered in jsdom with every click and key typed as a person does: slower than a pure
// function's test, and much slower on a machine busy with other tiers (npm test runs the unit tier
// beside the integration tests).
jest.setTimeout(60_000);
// findBy* and waitFor wait up to 15 s (1 s by default) for the screen to settle, for the same reason: a
// settled screen answers at once, and on a 2-core machine running the integration tier and two other
// CPU-heavy processes a first render with its catalog has taken over 5 s. Only a failing wait pays it.
configure({ asyncUtilTimeout: 15_000 });
