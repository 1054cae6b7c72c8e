import type { Tag } from '@adatlas/domain/tags';
import { Badge, Flex, Menu, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export interface TagListProps {
  tags: readonly Tag[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/** The user's tags as a menu: colour, name, and how many companies and contacts carry it. */
export function TagList({ tags, selectedId, onSelect }: TagListProps) {
  const { t } = useTranslation();
  return (
    <Menu
      mode="inline"
      style={{ borderInlineEnd: 'none' }}
      selectedKeys={selectedId === null ? [] : [String(selectedId)]}
      onClick={({ key }) => onSelect(Number(key))}
      data-testid="tag-list"
      items={tags.map((tag) => ({
        key: String(tag.id),
        label: (
          <Flex justify="space-between" align="center" gap={8} data-testid="tag-list-item">
            <Flex align="center" gap={8} style={{ minWidth: 0 }}>
              <Badge color={`#${tag.color}`} />
              <Typography.Text ellipsis>{tag.name}</Typography.Text>
            </Flex>
            <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
              {t('TAG.COUNTS', { companies: tag.counts.companies, contacts: tag.counts.contacts })}
            </Typography.Text>
          </Flex>
        ),
      }))}
    />
  );
}
