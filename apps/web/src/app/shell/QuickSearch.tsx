import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** The quick-search box; the search feature wires it to results. */
export function QuickSearch() {
  const { t } = useTranslation();
  return (
    <Input
      allowClear
      prefix={<SearchOutlined style={{ color: 'rgba(0,0,0,0.45)' }} />}
      placeholder={t('HEADER.SEARCH_PLACEHOLDER')}
      aria-label={t('HEADER.SEARCH_PLACEHOLDER')}
      data-testid="quick-search"
      style={{ maxWidth: 440 }}
    />
  );
}
