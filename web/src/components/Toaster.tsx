import { useEffect, useState, type ComponentType } from 'react';
import { useToast } from '../hooks/useToast';

// Radix's toasts are not part of the first load: the viewport arrives once the app has rendered. A toast
// raised before is kept by useToast and shows when it arrives; if the chunk could not be fetched, each
// new toast tries again.
export function Toaster() {
  const { toasts } = useToast();
  const [Toasts, setToasts] = useState<ComponentType | null>(null);
  const [failed, setFailed] = useState(false);
  const retryOn = failed ? toasts : null;
  useEffect(() => {
    if (Toasts) return;
    let live = true;
    import('./Toasts').then(
      (m) => live && setToasts(() => m.Toasts),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [Toasts, retryOn]);
  return Toasts ? <Toasts /> : null;
}
