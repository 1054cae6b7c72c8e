import { SearchOutlined } from '@ant-design/icons';
import { Input, Modal, Spin, Typography } from 'antd';
import { type CSSProperties, type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Language } from '../../../i18n/languages.ts';
import { useIsMobile } from '../../../shared/hooks/useIsMobile.ts';
import { usePaletteItems } from '../hooks/usePaletteItems.ts';
import { moveIndex, type PaletteGroup, type PaletteItem, paletteSections } from '../utils/paletteItems.ts';
import { rememberRecord } from '../utils/recentRecords.ts';

export interface CommandPaletteProps {
  open: boolean;
  onClose: () => void;
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

const HEADING: CSSProperties = {
  padding: '8px 16px 4px',
  fontSize: 12,
  fontWeight: 600,
  color: 'rgba(0,0,0,0.45)',
  textTransform: 'uppercase',
};
const ROW: CSSProperties = {
  padding: '8px 16px',
  cursor: 'pointer',
  display: 'flex',
  gap: 8,
  alignItems: 'baseline',
};

/**
 * The palette: one box reaching records, pages, saved searches and actions, used with arrows,
 * Enter and Esc (a combobox whose options stay in the box's focus). A full-screen sheet on a phone.
 */
export function CommandPalette({ open, onClose, onChooseLanguage }: CommandPaletteProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const listId = useId();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState(0);
  const { items, isSearching, owner } = usePaletteItems({ text, onChooseLanguage });
  // The list changes under the arrow keys as results arrive: the active row stays within it.
  const active = Math.min(chosen, items.length - 1);
  const rowId = (index: number) => `${listId}-${index}`;

  const pick = (item: PaletteItem | undefined) => {
    if (!item) return;
    onClose();
    setText('');
    if (item.to) {
      rememberRecord(owner, item);
      void navigate(item.to);
    } else {
      item.run?.();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = moveIndex(items.length, active, event.key === 'ArrowDown' ? 1 : -1);
      setChosen(next);
      document.getElementById(rowId(next))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      pick(items[active]);
    }
  };

  const sheet: CSSProperties = isMobile ? { top: 0, margin: 0, maxWidth: '100vw', padding: 0 } : { top: 80 };
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      closable={isMobile}
      width={isMobile ? '100vw' : 640}
      style={sheet}
      styles={{
        container: { padding: 0, borderRadius: isMobile ? 0 : 8, minHeight: isMobile ? '100dvh' : undefined },
        body: { padding: 0 },
      }}
      destroyOnHidden
      aria-label={t('COMMAND_PALETTE.TITLE')}
      data-testid="command-palette"
    >
      <div style={{ padding: isMobile ? '48px 12px 8px' : 12, borderBottom: '1px solid #f0f0f0' }}>
        <Input
          autoFocus
          size="large"
          variant="borderless"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setChosen(0);
          }}
          onKeyDown={onKeyDown}
          prefix={<SearchOutlined style={{ color: 'rgba(0,0,0,0.45)' }} />}
          suffix={isSearching ? <Spin size="small" /> : null}
          placeholder={t('COMMAND_PALETTE.PLACEHOLDER')}
          aria-label={t('COMMAND_PALETTE.PLACEHOLDER')}
          role="combobox"
          aria-expanded={items.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? rowId(active) : undefined}
          data-testid="command-palette-input"
        />
      </div>
      <div
        id={listId}
        role="listbox"
        aria-label={t('COMMAND_PALETTE.TITLE')}
        style={{
          maxHeight: isMobile ? 'calc(100dvh - 120px)' : 420,
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
            <div id={`${listId}-${section.group}`} style={HEADING} role="presentation">
              {t(GROUP_TITLE[section.group])}
            </div>
            {section.items.map(({ item, index }) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard picks an option through the combobox (aria-activedescendant), where focus stays
              <div
                key={item.id}
                id={rowId(index)}
                role="option"
                aria-selected={index === active}
                tabIndex={-1}
                style={{ ...ROW, background: index === active ? '#e6f4ff' : undefined }}
                onMouseEnter={() => setChosen(index)}
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
      <div
        style={{
          padding: '6px 16px',
          borderTop: '1px solid #f0f0f0',
          fontSize: 12,
          color: 'rgba(0,0,0,0.45)',
        }}
      >
        {t('COMMAND_PALETTE.HINT')}
      </div>
    </Modal>
  );
}
