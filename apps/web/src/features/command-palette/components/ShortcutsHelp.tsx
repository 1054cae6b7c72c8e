import { Modal, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';

export interface ShortcutsHelpProps {
  open: boolean;
  onClose: () => void;
  /** Once the list has closed (its animation ended). */
  afterClose: () => void;
}

const IS_MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** Each shortcut's keys (pressed one after the other) and the i18n key of what it does. */
const SHORTCUTS: readonly { keys: readonly string[]; labelKey: string }[] = [
  { keys: [IS_MAC ? '⌘ K' : 'Ctrl K'], labelKey: 'COMMAND_PALETTE.SHORTCUT.PALETTE' },
  { keys: ['/'], labelKey: 'COMMAND_PALETTE.SHORTCUT.SEARCH' },
  { keys: ['g', 'c'], labelKey: 'COMMAND_PALETTE.SHORTCUT.GO_COMPANIES' },
  { keys: ['g', 'o'], labelKey: 'COMMAND_PALETTE.SHORTCUT.GO_CONTACTS' },
  { keys: ['g', 'h'], labelKey: 'COMMAND_PALETTE.SHORTCUT.GO_HOME' },
  { keys: ['j'], labelKey: 'COMMAND_PALETTE.SHORTCUT.NEXT_ROW' },
  { keys: ['k'], labelKey: 'COMMAND_PALETTE.SHORTCUT.PREVIOUS_ROW' },
  { keys: ['o'], labelKey: 'COMMAND_PALETTE.SHORTCUT.OPEN_ROW' },
  { keys: ['t'], labelKey: 'COMMAND_PALETTE.SHORTCUT.TAG' },
  { keys: ['f'], labelKey: 'COMMAND_PALETTE.SHORTCUT.FOLLOW' },
  { keys: ['?'], labelKey: 'COMMAND_PALETTE.SHORTCUT.HELP' },
];

const KBD: CSSProperties = {
  border: '1px solid #d9d9d9',
  borderBottomWidth: 2,
  borderRadius: 4,
  padding: '0 6px',
  fontSize: 12,
  fontFamily: 'inherit',
  background: '#fafafa',
};

/** The "?" overlay: every keyboard shortcut the app answers. */
export function ShortcutsHelp({ open, onClose, afterClose }: ShortcutsHelpProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onCancel={onClose}
      afterClose={afterClose}
      footer={null}
      title={t('COMMAND_PALETTE.SHORTCUTS_TITLE')}
      destroyOnHidden
      data-testid="shortcuts-help"
    >
      <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '8px 16px', margin: 0 }}>
        {SHORTCUTS.map((shortcut) => (
          <div key={shortcut.labelKey} style={{ display: 'contents' }}>
            <dt style={{ whiteSpace: 'nowrap' }}>
              {shortcut.keys.map((key, index) => (
                <span key={key}>
                  {index > 0 ? (
                    <Typography.Text type="secondary"> {t('COMMAND_PALETTE.THEN')} </Typography.Text>
                  ) : null}
                  <kbd style={KBD}>{key}</kbd>
                </span>
              ))}
            </dt>
            <dd style={{ margin: 0 }}>{t(shortcut.labelKey)}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
