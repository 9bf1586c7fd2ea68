import { useEffect } from 'react';

/** A distinct tab title per screen: screen-reader users hear it when a route changes. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Casting Studio`;
  }, [title]);
}
