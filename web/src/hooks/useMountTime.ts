import { useState } from 'react';

// The time the component first rendered, for "is it past?" checks in render (a component's render is
// pure, so it reads the clock once, not on every render). Screens here live minutes, links and pauses days.
export function useMountTime(): number {
  const [now] = useState(Date.now);
  return now;
}
