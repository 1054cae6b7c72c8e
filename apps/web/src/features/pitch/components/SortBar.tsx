import { toggleSort } from '@adatlas/domain/market';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export interface SortBarProps<Key extends string> {
  options: readonly { key: Key; labelKey: string }[];
  sortKey: Key;
  direction: 'asc' | 'desc';
  onChange: (key: Key, direction: 'asc' | 'desc') => void;
}

/** Sort buttons: the active one flips its direction, another starts ascending (spec §4). */
export function SortBar<Key extends string>({ options, sortKey, direction, onChange }: SortBarProps<Key>) {
  const { t } = useTranslation();
  return (
    <Space wrap size={8} data-testid="sort-bar">
      <Typography.Text type="secondary">{t('PAGES.PITCH.SORT_BY')}</Typography.Text>
      {options.map((option) => {
        const isActive = option.key === sortKey;
        return (
          <Button
            key={option.key}
            size="small"
            type={isActive ? 'primary' : 'default'}
            ghost={isActive}
            icon={isActive ? direction === 'asc' ? <ArrowUpOutlined /> : <ArrowDownOutlined /> : undefined}
            iconPlacement="end"
            onClick={() => {
              const next = toggleSort({ key: sortKey, direction }, option.key);
              onChange(next.key as Key, next.direction);
            }}
          >
            {t(option.labelKey)}
          </Button>
        );
      })}
    </Space>
  );
}
