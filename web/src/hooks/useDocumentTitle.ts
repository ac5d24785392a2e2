import { useEffect } from 'react';

// Each screen names the browser tab ("Invite Family · Care With").
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · Care With`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
