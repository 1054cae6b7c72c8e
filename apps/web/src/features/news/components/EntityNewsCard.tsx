import { formatDate } from '@adatlas/domain/formatting';
import { SHOW_MORE_STEP } from '@adatlas/domain/market';
import type { EntityNewsReference, EntityNewsType } from '@adatlas/domain/market-data';
import { hasScope } from '@adatlas/domain/scopes';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, List, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { QueryState } from '../../../shared/ui/QueryState.tsx';
import { newsQueries } from '../api/news.queries.ts';

export interface EntityNewsCardProps {
  entityType: EntityNewsType;
  entityId: number;
}

/** The tags the seed and the importers write; any other shows as written. */
const TAG_LABELS: Record<string, string> = {
  appointment: 'NEWS.ENTITY_TAGS.APPOINTMENT',
  campaign: 'NEWS.ENTITY_TAGS.CAMPAIGN',
  acquisition_buyer: 'NEWS.ENTITY_TAGS.ACQUISITION',
  acquisition_seller: 'NEWS.ENTITY_TAGS.ACQUISITION',
};

const PATHS: Record<EntityNewsType, string> = { company: '/companies', contact: '/contacts' };

/** The short news about a company or contact (spec data §2 "entity news"), when the tenant has them. */
export function EntityNewsCard({ entityType, entityId }: EntityNewsCardProps) {
  const { t } = useTranslation();
  const { session, viewer } = useSession();
  const can = (scope: string) => viewer.isAdmin || hasScope(viewer.scopes, scope);
  const isEnabled = session?.flags.entityNews === true && can(entityType);
  const list = useQuery({ ...newsQueries.entity(entityType, entityId), enabled: isEnabled });
  const [shown, setShown] = useState(SHOW_MORE_STEP);
  if (!isEnabled) return null;
  const items = list.data ?? [];
  const tagLabel = (tag: string) => {
    const key = TAG_LABELS[tag];
    return key ? t(key) : tag;
  };
  const reference = (ref: EntityNewsReference) =>
    can(ref.entityType) ? (
      <Link key={`${ref.entityType}-${ref.entityId}`} to={`${PATHS[ref.entityType]}/${ref.entityId}`}>
        {ref.metadata.name}
      </Link>
    ) : (
      <span key={`${ref.entityType}-${ref.entityId}`}>{ref.metadata.name}</span>
    );
  return (
    <Card title={t('NEWS.ENTITY_TITLE')} size="small" data-testid="entity-news">
      <QueryState
        isPending={list.isPending}
        error={list.error}
        isEmpty={items.length === 0}
        onRetry={() => void list.refetch()}
        skeletonRows={2}
      >
        <List
          dataSource={items.slice(0, shown)}
          renderItem={(item) => {
            const others = item.referencedEntities.filter(
              (ref) => ref.entityType !== entityType || ref.entityId !== entityId,
            );
            const tags = [...new Set(item.tags.map(tagLabel))];
            return (
              <List.Item data-testid="entity-news-item">
                <Flex vertical gap={4} style={{ width: '100%' }}>
                  <Flex gap={8} align="center" wrap>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {formatDate(item.date)}
                    </Typography.Text>
                    {tags.map((tag) => (
                      <Tag key={tag} bordered={false} color="blue">
                        {tag}
                      </Tag>
                    ))}
                  </Flex>
                  <Typography.Text>{item.text}</Typography.Text>
                  {others.length > 0 ? (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t('NEWS.ENTITY_ALSO_ABOUT')}{' '}
                      {others.map((ref, index) => [index > 0 ? ', ' : null, reference(ref)])}
                    </Typography.Text>
                  ) : null}
                </Flex>
              </List.Item>
            );
          }}
        />
        {items.length > shown ? (
          <Button
            type="link"
            size="small"
            onClick={() => setShown((count) => count + SHOW_MORE_STEP)}
            data-testid="entity-news-more"
          >
            {t('NEWS.SHOW_MORE')}
          </Button>
        ) : null}
      </QueryState>
    </Card>
  );
}
