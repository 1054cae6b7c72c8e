import type { InputRef } from 'antd';
import { type RefObject, useEffect } from 'react';
import { isSearchShortcut } from '../utils/searchShortcut.ts';

/** Focuses the search box when the search shortcut is pressed anywhere on the page while it is shown. */
export function useSearchShortcut(box: RefObject<InputRef | null>): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const field = box.current?.input;
      const target = event.target instanceof HTMLElement ? event.target : null;
      // A box in a closed drawer has no layout box: the shortcut is not for it.
      if (!field || field.getClientRects().length === 0 || !isSearchShortcut(event, target)) return;
      event.preventDefault();
      field.focus();
      field.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [box]);
}
