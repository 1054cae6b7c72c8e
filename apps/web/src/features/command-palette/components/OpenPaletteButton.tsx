import { SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { OPEN_PALETTE_EVENT } from '../utils/shortcuts.ts';

export interface OpenPaletteButtonProps {
  onClick?: () => void;
}

/** Opens the command palette where there is no Ctrl+K (the phone menu). */
export function OpenPaletteButton({ onClick }: OpenPaletteButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      block
      icon={<SearchOutlined />}
      onClick={() => {
        onClick?.();
        document.dispatchEvent(new Event(OPEN_PALETTE_EVENT));
      }}
      style={{ marginTop: 8, justifyContent: 'flex-start' }}
      data-testid="command-palette-button"
    >
      {t('COMMAND_PALETTE.OPEN')}
    </Button>
  );
}
