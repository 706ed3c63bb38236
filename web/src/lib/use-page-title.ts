import { useEffect } from 'react';
import { commonTexts } from './texts';

/** Every page names itself in the document title (screen readers announce it on navigation). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${commonTexts.titleSuffix}`;
  }, [title]);
}
