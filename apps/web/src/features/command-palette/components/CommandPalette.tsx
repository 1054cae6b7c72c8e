import { SearchOutlined } from '@ant-design/icons';
import { Input, type InputRef, Modal, Spin, Typography } from 'antd';
import { type CSSProperties, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Language } from '../../../i18n/languages.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useIsMobile } from '../../../shared/hooks/useIsMobile.ts';
import { usePaletteItems } from '../hooks/usePaletteItems.ts';
import {
  highlightedItem,
  moveHighlight,
  type PaletteGroup,
  type PaletteItem,
  paletteSections,
} from '../utils/paletteItems.ts';
import { rememberRecord } from '../utils/recentRecords.ts';

export interface CommandPaletteProps {
  open: boolean;
  onClose: () => void;
  /** Once the palette has closed (its animation ended). */
  afterClose: () => void;
  onChooseLanguage: (language: Language) => Promise<void>;
}

const GROUP_TITLE: Record<PaletteGroup, string> = {
  companies: 'QUICK_SEARCH.COMPANIES',
  contacts: 'QUICK_SEARCH.CONTACTS',
  brands: 'QUICK_SEARCH.BRANDS',
  pitches: 'COMMAND_PALETTE.GROUP.PITCHES',
  recent: 'COMMAND_PALETTE.GROUP.RECENT',
  actions: 'COMMAND_PALETTE.GROUP.ACTIONS',
  pages: 'COMMAND_PALETTE.GROUP.PAGES',
  savedSearches: 'COMMAND_PALETTE.GROUP.SAVED_SEARCHES',
};

/**
 * The theme's secondary grey (app/theme.ts, 4.5:1 and more on white; antd's default 45 % black is
 * not) through antd's CSS variable: reading the token with theme.useToken would add antd's theme
 * algorithms to the first page.
 */
const muted = 'var(--ant-color-text-secondary, rgba(0, 0, 0, 0.62))';
const HEADING: CSSProperties = {
  padding: '8px 16px 4px',
  fontSize: 12,
  fontWeight: 600,
  textTransform: 'uppercase',
};
const ROW: CSSProperties = {
  padding: '8px 16px',
  cursor: 'pointer',
  display: 'flex',
  gap: 8,
  alignItems: 'baseline',
};

const PHONE_SHEET: CSSProperties = {
  top: 0,
  margin: 0,
  width: '100%',
  maxWidth: '100%',
  paddingBottom: 0,
};
const PHONE_CONTAINER: CSSProperties = {
  padding: 0,
  borderRadius: 0,
  height: '100dvh',
  display: 'flex',
  flexDirection: 'column',
};
const PHONE_BODY: CSSProperties = {
  padding: 0,
  flex: 1,
  minHeight: 0,
  display: 'flex',
  flexDirection: 'column',
};

/**
 * The palette: one box reaching records, pages, saved searches and actions, used with arrows,
 * Enter and Esc (a combobox whose options stay in the box's focus). A full-screen sheet on a phone.
 */
export function CommandPalette({ open, onClose, afterClose, onChooseLanguage }: CommandPaletteProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const listId = useId();
  const [text, setText] = useState('');
  const box = useRef<InputRef>(null);
  useKeepFocusInBox(open, box);
  // The row chosen with the arrows or the pointer, by id: records arriving late move the rows, not it.
  const [chosenId, setChosenId] = useState<string | null>(null);
  const { items, isSearching, owner } = usePaletteItems({ text, onChooseLanguage });
  const active = highlightedItem(items, chosenId);
  const rowId = (item: PaletteItem) => `${listId}-${item.id.replace(/[^\w-]/g, '_')}`;

  const pick = (item: PaletteItem | undefined) => {
    if (!item) return;
    onClose();
    setText('');
    if (item.to) {
      rememberRecord(owner, item);
      void navigate(item.to, item.state === undefined ? undefined : { state: item.state });
    } else {
      item.run?.();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter ending an input method's composition is not a choice.
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = items.find(
        (item) => item.id === moveHighlight(items, chosenId, event.key === 'ArrowDown' ? 1 : -1),
      );
      setChosenId(next?.id ?? null);
      if (next) document.getElementById(rowId(next))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      // What this render shows highlighted, even while the quick search is still answering.
      pick(active);
    }
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      afterClose={afterClose}
      footer={null}
      closable={isMobile}
      width={isMobile ? '100%' : 640}
      // A phone gets a sheet over the whole screen, shown at once rather than zoomed in from the middle.
      style={isMobile ? PHONE_SHEET : { top: 80 }}
      transitionName={isMobile ? '' : undefined}
      // The title names the dialog for screen readers (aria-labelledby); the box says what it is.
      title={t('COMMAND_PALETTE.TITLE')}
      styles={{
        header: { display: 'none' },
        container: isMobile ? PHONE_CONTAINER : { padding: 0, borderRadius: 8 },
        body: isMobile ? PHONE_BODY : { padding: 0 },
      }}
      destroyOnHidden
      data-testid="command-palette"
    >
      <div style={{ padding: isMobile ? '48px 12px 8px' : 12, borderBottom: '1px solid #f0f0f0' }}>
        <Input
          ref={box}
          autoFocus
          size="large"
          variant="borderless"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setChosenId(null);
          }}
          onKeyDown={onKeyDown}
          prefix={<SearchOutlined style={{ color: muted }} />}
          suffix={isSearching ? <Spin size="small" /> : null}
          placeholder={t('COMMAND_PALETTE.PLACEHOLDER')}
          aria-label={t('COMMAND_PALETTE.PLACEHOLDER')}
          role="combobox"
          aria-expanded={items.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active ? rowId(active) : undefined}
          data-testid="command-palette-input"
        />
      </div>
      <div
        id={listId}
        role="listbox"
        aria-label={t('COMMAND_PALETTE.TITLE')}
        style={{
          ...(isMobile ? { flex: 1, minHeight: 0 } : { maxHeight: 420 }),
          overflowY: 'auto',
          padding: '4px 0 8px',
        }}
        // The box keeps the focus while a row is clicked.
        onMouseDown={(event) => event.preventDefault()}
      >
        {items.length === 0 ? (
          <Typography.Paragraph type="secondary" style={{ padding: '12px 16px', margin: 0 }}>
            {isSearching ? t('COMMON.LOADING') : t('COMMAND_PALETTE.NO_MATCH')}
          </Typography.Paragraph>
        ) : null}
        {paletteSections(items).map((section) => (
          // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role=group; a fieldset holds form controls
          <div key={section.group} role="group" aria-labelledby={`${listId}-${section.group}`}>
            <div id={`${listId}-${section.group}`} style={{ ...HEADING, color: muted }} role="presentation">
              {t(GROUP_TITLE[section.group])}
            </div>
            {section.items.map(({ item }) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard picks an option through the combobox (aria-activedescendant), where focus stays
              <div
                key={item.id}
                id={rowId(item)}
                role="option"
                aria-selected={item === active}
                tabIndex={-1}
                style={{ ...ROW, background: item === active ? '#e6f4ff' : undefined }}
                onMouseMove={() => item !== active && setChosenId(item.id)}
                onClick={() => pick(item)}
                data-testid="command-palette-item"
                data-group={item.group}
              >
                <Typography.Text ellipsis style={{ flexShrink: 1 }}>
                  {item.label}
                </Typography.Text>
                {item.detail ? (
                  <Typography.Text type="secondary" ellipsis style={{ fontSize: 12, flexShrink: 2 }}>
                    {item.detail}
                  </Typography.Text>
                ) : null}
              </div>
            ))}
          </div>
        ))}
      </div>
      {/* The keys are no help on a phone's screen keyboard. */}
      {isMobile ? null : (
        <div
          style={{
            padding: '6px 16px',
            borderTop: '1px solid #f0f0f0',
            fontSize: 12,
            color: muted,
          }}
        >
          {t('COMMAND_PALETTE.HINT')}
        </div>
      )}
    </Modal>
  );
}

/**
 * Focus arriving in the palette from outside lands in its box. The phone menu closes as the palette
 * opens and then hands the focus back to its own button; the palette's focus trap pulls it in again,
 * onto its first control (the close button), where typing would go nowhere.
 */
function useKeepFocusInBox(open: boolean, box: { current: InputRef | null }): void {
  useEffect(() => {
    if (!open) return;
    const onFocusIn = (event: FocusEvent) => {
      const input = box.current?.input;
      const dialog = input?.closest('[role="dialog"]');
      const from = event.relatedTarget instanceof Node ? event.relatedTarget : null;
      if (!input || !dialog || event.target === input || !(event.target instanceof Node)) return;
      if (dialog.contains(event.target) && !(from && dialog.contains(from))) input.focus();
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [open, box]);
}
