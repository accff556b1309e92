// The browser's title follows the page, in the reader's language: the tab switcher, the history
// list and a screen reader announce where the person is, never a bare "H5".
import { useEffect } from 'react';

export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
