import { toggleSort } from '@adatlas/domain/market';
import type { SortDirection } from '@adatlas/domain/search';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from '../../i18n/useTranslation.ts';

export interface SortBarProps<Key extends string> {
  options: readonly { key: Key; labelKey: string }[];
  sortKey: Key;
  direction: SortDirection;
  onChange: (sort: { key: Key; direction: SortDirection }) => void;
}

/** Sort buttons: the active one shows its direction and flips it, another starts ascending (spec §4). */
export function SortBar<Key extends string>({ options, sortKey, direction, onChange }: SortBarProps<Key>) {
  const { t } = useTranslation();
  return (
    <Flex align="center" gap={4} wrap data-testid="sort-bar">
      <Typography.Text type="secondary" style={{ marginRight: 4 }}>
        {t('FILTERS.SORT_BY')}
      </Typography.Text>
      {options.map((option) => {
        const isActive = option.key === sortKey;
        return (
          <Button
            key={option.key}
            size="small"
            type={isActive ? 'primary' : 'text'}
            ghost={isActive}
            aria-pressed={isActive}
            data-testid={`sort-${option.key}`}
            icon={isActive ? direction === 'asc' ? <ArrowUpOutlined /> : <ArrowDownOutlined /> : undefined}
            iconPlacement="end"
            onClick={() => {
              const next = toggleSort({ key: sortKey, direction }, option.key);
              onChange({ key: next.key as Key, direction: next.direction });
            }}
          >
            {t(option.labelKey)}
          </Button>
        );
      })}
    </Flex>
  );
}
