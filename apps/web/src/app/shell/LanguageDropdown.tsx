import { DownOutlined, GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { isLanguage, LANGUAGES } from '../../i18n/languages.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { chooseLanguage } from '../initI18n.ts';

export interface LanguageDropdownProps {
  /** Dark header (white text) or light surface (drawer). */
  tone?: 'dark' | 'light';
}

export function LanguageDropdown({ tone = 'dark' }: LanguageDropdownProps) {
  const { t, i18n } = useTranslation();
  const current = i18n.language;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: LANGUAGES.map((language) => ({ key: language, label: t(`LANGUAGE.${language}`) })),
        onClick: ({ key }) => {
          if (isLanguage(key) && key !== current) void chooseLanguage(key);
        },
      }}
    >
      <Button
        type="text"
        // The name holds the visible code too (WCAG 2.5.3: a voice user says what they see).
        aria-label={`${t('HEADER.LANGUAGE')} ${current.toUpperCase()}`}
        data-testid="language-dropdown"
        style={tone === 'dark' ? { color: 'rgba(255,255,255,0.88)' } : undefined}
      >
        <GlobalOutlined />
        {current.toUpperCase()}
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
