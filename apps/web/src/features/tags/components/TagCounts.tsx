import type { Tag, TagEntity } from '@adatlas/domain/tags';
import { TAG_ENTITY_KEYS } from '@adatlas/domain/tags';
import { BankOutlined, FlagOutlined, RiseOutlined, UserOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { TAG_ENTITY_LABELS } from '../utils/tagEntities.ts';

const ICONS: Record<TagEntity, ReactNode> = {
  company: <BankOutlined />,
  contact: <UserOutlined />,
  pitch: <FlagOutlined />,
  pitchScore: <RiseOutlined />,
};

export interface TagCountsProps {
  counts: Tag['counts'];
  /** The entities the user's features show (the page's tabs). */
  entities: readonly TagEntity[];
}

/** How many records of each shown entity carry the tag: an icon and a number, named for screen readers. */
export function TagCounts({ counts, entities }: TagCountsProps) {
  const { t } = useTranslation();
  return (
    <Flex gap={8} data-testid="tag-counts">
      {entities.map((entity) => {
        const label = `${t(TAG_ENTITY_LABELS[entity])}: ${counts[TAG_ENTITY_KEYS[entity]]}`;
        return (
          <Typography.Text
            key={entity}
            type="secondary"
            style={{ fontSize: 12, whiteSpace: 'nowrap' }}
            title={label}
            aria-label={label}
            data-testid={`tag-count-${entity}`}
          >
            {ICONS[entity]} {counts[TAG_ENTITY_KEYS[entity]]}
          </Typography.Text>
        );
      })}
    </Flex>
  );
}
