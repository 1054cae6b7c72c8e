import { hasScope } from '@adatlas/domain/scopes';
import { TAG_ENTITY_KEYS, type TagEntity } from '@adatlas/domain/tags';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Empty, Flex, Row, Skeleton, Tabs } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { PageTitle } from '../../../shared/ui/PageTitle.tsx';
import { CrmPushButton } from '../../crm/index.ts';
import { ExportButton } from '../../exports/index.ts';
import { tagQueries } from '../api/tags.queries.ts';
import { TaggedItems } from '../components/TaggedItems.tsx';
import { TagHeader } from '../components/TagHeader.tsx';
import { TagList } from '../components/TagList.tsx';
import { useTagPageParams } from '../hooks/useTagPageParams.ts';
import { TAG_ENTITY_LABELS } from '../utils/tagEntities.ts';

/** /tag: the user's tags, and the records of the selected one in a tab per enabled feature. */
export function TagsPage() {
  const { t } = useTranslation();
  const { session, viewer } = useSession();
  const { state, update } = useTagPageParams();
  const can = (scope: string) => viewer.isAdmin || hasScope(viewer.scopes, scope);
  const hasFavourites = can('favourites') && session?.flags.favourites !== false;
  const tags = useQuery({ ...tagQueries.list(), enabled: hasFavourites });
  const tabs = (['company', 'contact', 'pitch', 'pitchScore'] as const).filter((entity) =>
    entity === 'pitchScore' ? can('pitchScores') && session?.flags.pitchScores !== false : can(entity),
  );
  const selected = tags.data?.find((tag) => tag.id === state.tagId) ?? null;
  const entity = tabs.includes(state.entity) ? state.entity : (tabs[0] ?? 'company');

  if (!hasFavourites) {
    return (
      <>
        <PageTitle>{t('PAGES.TAGS.TITLE')}</PageTitle>
        <div data-testid="tag-plan-limit">
          <Alert type="warning" showIcon title={t('TAG.PLAN_LIMIT')} />
        </div>
      </>
    );
  }
  return (
    <>
      <PageTitle>{t('PAGES.TAGS.TITLE')}</PageTitle>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8} lg={7}>
          <Card title={t('TAG.MY_TAGS')} styles={{ body: { padding: 8 } }}>
            {tags.isPending ? <Skeleton active /> : null}
            {tags.data?.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('TAG.NO_TAGS')} />
            ) : null}
            {tags.data && tags.data.length > 0 ? (
              <TagList
                tags={tags.data}
                selectedId={state.tagId}
                onSelect={(tagId) => update({ tagId })}
                entities={tabs}
              />
            ) : null}
          </Card>
        </Col>
        <Col xs={24} md={16} lg={17}>
          <Card data-testid="tag-detail">
            {selected ? (
              <>
                <TagHeader key={selected.id} tag={selected} onDeleted={() => update({ tagId: null })} />
                <Tabs
                  activeKey={entity}
                  onChange={(key) => update({ entity: key as TagEntity })}
                  items={tabs.map((key) => ({ key, label: t(TAG_ENTITY_LABELS[key]) }))}
                />
                {/* Above the list, not in the tab bar: a tablist may hold tabs only (WCAG 4.1.2). */}
                {entity === 'company' || entity === 'contact' ? (
                  <Flex gap={8} wrap justify="flex-end" style={{ marginBottom: 12 }}>
                    <ExportButton
                      key={`${selected.id}-${entity}`}
                      entity={entity}
                      tag={{ id: selected.id, name: selected.name }}
                      // What the tag holds, so a tag larger than the allowance is said before Continue.
                      count={{ total: selected.counts[TAG_ENTITY_KEYS[entity]], isCapped: false }}
                      disabled={selected.counts[TAG_ENTITY_KEYS[entity]] === 0}
                    />
                    {entity === 'contact' ? (
                      <CrmPushButton
                        key={`crm-${selected.id}`}
                        selection={{ tagId: selected.id }}
                        description={{ kind: 'tag', name: selected.name }}
                        disabled={selected.counts[TAG_ENTITY_KEYS.contact] === 0}
                      />
                    ) : null}
                  </Flex>
                ) : null}
                <TaggedItems
                  tagId={selected.id}
                  entity={entity}
                  pageNum={state.pageNum}
                  onPageChange={(pageNum) => update({ pageNum })}
                />
              </>
            ) : (
              <Empty description={t('TAG.SELECT_A_TAG')} />
            )}
          </Card>
        </Col>
      </Row>
    </>
  );
}
