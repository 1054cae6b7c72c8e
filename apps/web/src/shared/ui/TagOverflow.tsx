import { Flex, Popover, Tag } from 'antd';
import { useTranslation } from '../../i18n/useTranslation.ts';

export interface TagOverflowProps {
  labels: readonly string[];
  /** Shown as tags before the "+N more" popover (spec data §2, §9). */
  limit?: number;
  color?: string;
}

export function TagOverflow({ labels, limit = 5, color }: TagOverflowProps) {
  const { t } = useTranslation();
  const shown = labels.slice(0, limit);
  const rest = labels.slice(limit);
  return (
    <Flex gap={4} wrap>
      {shown.map((label) => (
        <Tag key={label} color={color}>
          {label}
        </Tag>
      ))}
      {rest.length > 0 ? (
        <Popover
          content={
            <Flex gap={4} wrap style={{ maxWidth: 320 }}>
              {rest.map((label) => (
                <Tag key={label} color={color}>
                  {label}
                </Tag>
              ))}
            </Flex>
          }
        >
          <Tag style={{ cursor: 'pointer', borderStyle: 'dashed' }} data-testid="tags-more">
            {t('PAGES.COMPANY.N_MORE', { count: rest.length })}
          </Tag>
        </Popover>
      ) : null}
    </Flex>
  );
}
