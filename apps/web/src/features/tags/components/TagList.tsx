import type { Tag, TagEntity } from '@adatlas/domain/tags';
import { Badge, Flex, Menu, Typography } from 'antd';
import { TagCounts } from './TagCounts.tsx';

export interface TagListProps {
  tags: readonly Tag[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** The entities whose counts are shown (the page's tabs). */
  entities: readonly TagEntity[];
}

/** The user's tags as a menu: colour, name, and how many records of each entity carry it. */
export function TagList({ tags, selectedId, onSelect, entities }: TagListProps) {
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
            <TagCounts counts={tag.counts} entities={entities} />
          </Flex>
        ),
      }))}
    />
  );
}
