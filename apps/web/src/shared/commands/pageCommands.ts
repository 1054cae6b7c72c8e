import { useEffect, useRef } from 'react';

/** What the page on display can do from the keyboard or the command palette. */
export type PageCommandId = 'follow' | 'export' | 'tag';

export interface PageCommand {
  id: PageCommandId;
  /** The i18n key of the command's name as it reads now ("Follow" or "Stop following"). */
  labelKey: string;
  run: () => void;
}

const commands = new Map<PageCommandId, PageCommand>();

/**
 * The commands the mounted page offers: a button owns its action and announces it here, so the
 * palette and the shortcuts run exactly what a click would, without knowing the page.
 */
export const pageCommands = {
  get: (id: PageCommandId): PageCommand | undefined => commands.get(id),
  list: (): PageCommand[] => [...commands.values()],
};

/** Offers `run` as the page's `id` command while the calling component is mounted and `isAvailable`. */
export function usePageCommand(
  id: PageCommandId,
  labelKey: string,
  run: () => void,
  isAvailable = true,
): void {
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  useEffect(() => {
    if (!isAvailable) return;
    const command: PageCommand = { id, labelKey, run: () => latest.current() };
    commands.set(id, command);
    return () => {
      if (commands.get(id) === command) commands.delete(id);
    };
  }, [id, labelKey, isAvailable]);
}
