import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Language } from '../../../i18n/languages.ts';
import { pageCommands } from '../../../shared/commands/pageCommands.ts';
import { pageList } from '../../../shared/commands/pageList.ts';
import { layerDidMount, layerDidUnmount } from '../utils/earlyPalette.ts';
import { OPEN_PALETTE_EVENT, shortcutAction, shortcutKeyOf, typedKeyOf } from '../utils/shortcuts.ts';

// The palette and the shortcut list load when first opened, with their own preload lists.
const CommandPalette = lazy(async () => ({ default: (await import('./CommandPalette.tsx')).CommandPalette }));
const ShortcutsHelp = lazy(async () => ({ default: (await import('./ShortcutsHelp.tsx')).ShortcutsHelp }));

type View = 'palette' | 'help';

export interface KeyboardLayerProps {
  /** Stores the language and reloads the page in it (the shell's own language switch). */
  onChooseLanguage: (language: Language) => Promise<void>;
}

/**
 * Every keyboard shortcut: Ctrl/⌘K the palette, "?" the list, "g c" / "g o" / "g h" pages, "f" follow,
 * "j" / "k" / "o" / "t" the result list on display ("/" is the header search's own).
 */
export function KeyboardLayer({ onChooseLanguage }: KeyboardLayerProps) {
  const navigate = useNavigate();
  const [view, setView] = useState<View | null>(null);
  // A view stays mounted once opened, so that it closes with its animation.
  const [opened, setOpened] = useState<ReadonlySet<View>>(new Set());
  // Each opening mounts a new palette: empty box, and the actions of the page on display now.
  const [paletteKey, setPaletteKey] = useState(0);
  const pending = useRef<string | null>(null);
  const current = useRef<View | null>(null);
  current.current = view;
  // Where the focus was before a view opened: it goes back there when the view closes.
  const returnFocus = useRef<HTMLElement | null>(null);

  const show = useCallback((next: View) => {
    if (current.current === null) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    }
    if (next === 'palette' && current.current !== 'palette') setPaletteKey((key) => key + 1);
    setOpened((views) => new Set(views).add(next));
    setView((shown) => (shown === next && next === 'palette' ? null : next));
  }, []);

  /** After a view's closing animation: back to the element focused before, unless an action moved it. */
  const restoreFocus = useCallback(() => {
    const element = returnFocus.current;
    returnFocus.current = null;
    const lost = !document.activeElement || document.activeElement === document.body;
    if (element?.isConnected && lost && current.current === null) element.focus({ preventScroll: true });
  }, []);

  const perform = useCallback(
    (key: string) => {
      const action = shortcutAction(pending.current, key);
      pending.current = action?.kind === 'pending' ? key : null;
      if (!action) return;
      switch (action.kind) {
        case 'palette':
          show('palette');
          break;
        case 'help':
          show('help');
          break;
        case 'go':
          void navigate(action.to);
          break;
        case 'command':
          pageCommands.get(action.id)?.run();
          break;
        case 'move':
          pageList.get()?.move(action.step);
          break;
        case 'open':
          pageList.get()?.open();
          break;
        case 'pending':
          break;
      }
    },
    [navigate, show],
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target instanceof HTMLElement ? event.target : null;
      const key = pending.current ? typedKeyOf(event, target) : shortcutKeyOf(event, target);
      if (!key) return;
      // A dialog holding the focus (a contact's card, a brand) keeps the keys from the page beneath.
      if (target?.closest('[role="dialog"]') && key !== 'palette') return;
      // With the palette or the list open only Ctrl/⌘K (to close the palette) is a shortcut.
      if (current.current !== null && key !== 'palette') return;
      if (key === 'palette') event.preventDefault();
      perform(key);
    };
    // A phone has no Ctrl+K: the menu drawer's button asks for the palette with this event.
    const onOpen = () => show('palette');
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener(OPEN_PALETTE_EVENT, onOpen);
    // Asked for while this chunk was still loading (earlyPalette.ts): open it now.
    if (layerDidMount()) show('palette');
    return () => {
      layerDidUnmount();
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener(OPEN_PALETTE_EVENT, onOpen);
    };
  }, [perform, show]);

  const close = () => setView(null);
  return (
    <Suspense fallback={null}>
      {opened.has('palette') ? (
        <CommandPalette
          key={paletteKey}
          open={view === 'palette'}
          onClose={close}
          afterClose={restoreFocus}
          onChooseLanguage={onChooseLanguage}
        />
      ) : null}
      {opened.has('help') ? (
        <ShortcutsHelp open={view === 'help'} onClose={close} afterClose={restoreFocus} />
      ) : null}
    </Suspense>
  );
}
