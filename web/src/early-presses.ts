// The pre-rendered landing page is on screen before the app has hydrated it: its language's catalog is
// still on the way. A button pressed in that moment has no handler yet, so main.tsx keeps the press
// until hydration starts (React handles presses from then on), and the button's component, once
// hydrated, asks whether it was the one pressed (usePressedEarly): "Get Started" pressed early still
// opens the dialog. Only the last press counts: pressing twice meant one dialog.
let pressed: Element | null = null;

export function keepEarlyPresses(root: HTMLElement): () => void {
  const keep = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && root.contains(button)) pressed = button;
  };
  root.addEventListener('click', keep);
  return () => root.removeEventListener('click', keep);
}

// True once, for the button pressed before the app had hydrated it.
export function takeEarlyPress(button: Element | null): boolean {
  if (!button || button !== pressed) return false;
  pressed = null;
  return true;
}
