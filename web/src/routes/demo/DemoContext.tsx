import { createContext, useContext } from 'react';
import { INITIAL_GRANDCHILDREN, type Difficulty, type Grandchild, type Timer } from './demoData';

export type DemoSettings = { grandchildren: Grandchild[]; difficulty: Difficulty; timer: Timer };
export const INITIAL_SETTINGS: DemoSettings = {
  grandchildren: INITIAL_GRANDCHILDREN,
  difficulty: 'easy',
  timer: 'none',
};

// The demo's choices, kept in memory while moving between its pages (never stored).
export const DemoContext = createContext<{ settings: DemoSettings; setSettings: (s: DemoSettings) => void }>({
  settings: INITIAL_SETTINGS,
  setSettings: () => undefined,
});
export const useDemo = () => useContext(DemoContext);
