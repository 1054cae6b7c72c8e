import { Flex, Popover, Tag } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { tagChipColors } from '../utils/tagChipColors.ts';

export interface TagChip {
  tagId: number;
  name: string;
  color: string;
}

export interface TagChipsProps {
  tags: readonly TagChip[];
}

const SHOWN = 5;

function Chip({ tag }: { tag: TagChip }) {
  return (
    <Tag style={{ ...tagChipColors(tag.color), marginInlineEnd: 0 }} data-testid="tag-chip">
      {tag.name}
    </Tag>
  );
}

/** A record's tags in their colours: the first five, then "+N more" in a popover (spec data §9). */
export function TagChips({ tags }: TagChipsProps) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  const rest = tags.slice(SHOWN);
  return (
    <Flex gap={4} wrap>
      {tags.slice(0, SHOWN).map((tag) => (
        <Chip key={tag.tagId} tag={tag} />
      ))}
      {rest.length > 0 ? (
        <Popover
          content={
            <Flex gap={4} wrap style={{ maxWidth: 320 }}>
              {rest.map((tag) => (
                <Chip key={tag.tagId} tag={tag} />
              ))}
            </Flex>
          }
        >
          <Tag style={{ cursor: 'pointer', borderStyle: 'dashed' }}>
            {t('TAG.N_MORE', { count: rest.length })}
          </Tag>
        </Popover>
      ) : null}
    </Flex>
  );
}
