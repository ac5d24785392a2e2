import { createContext, useContext } from 'react';

// The box's saves still on their way (a field saved as it is left): "Make an activity" waits for them,
// so the name typed last is in the activity even when the tap on the button is what left the field.
export class BoxSaves {
  private readonly pending = new Set<Promise<unknown>>();
  track<T>(save: Promise<T>): Promise<T> {
    this.pending.add(save);
    void save.finally(() => this.pending.delete(save));
    return save;
  }
  settled(): Promise<unknown> {
    return Promise.allSettled([...this.pending]);
  }
}

export const BoxSavesContext = createContext(new BoxSaves());
export const useBoxSaves = () => useContext(BoxSavesContext);
