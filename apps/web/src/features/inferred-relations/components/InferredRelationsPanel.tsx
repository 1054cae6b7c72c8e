import {
  INFERRED_RELATION_STATUSES,
  INFERRED_RELATIONS_PAGE_SIZE,
  type InferredRelation,
  type InferredRelationDecision,
  type InferredRelationStatus,
} from '@adatlas/domain/inferred-relations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, Pagination, Segmented, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useReviewListKeys } from '../../../shared/commands/useReviewListKeys.ts';
import { ApiErrorAlert } from '../../../shared/ui/ApiErrorAlert.tsx';
import {
  decideInferredRelation,
  inferredRelationQueries,
  recomputeInferredRelations,
} from '../api/inferredRelations.queries.ts';
import { InferredRelationRow } from './InferredRelationRow.tsx';
import { INFERRED_KEYS } from './inferredKeys.ts';

/**
 * Agencies the ad libraries show paying for a brand's ads: confirm one into an agency category
 * (it becomes a work relation customers see, marked as inferred), reject it (never proposed
 * again) or take a decision back, by mouse or keyboard (j / k move, c confirms, r rejects, u undoes).
 */
const inferredRowTestId = (id: number) => `inferred-row-${id}`;

export function InferredRelationsPanel() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<InferredRelationStatus>('proposed');
  const [pageNum, setPageNum] = useState(1);
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const list = useQuery(inferredRelationQueries.list(status, pageNum));
  const rows = list.data?.data ?? [];
  const defaultCategoryId = list.data?.defaultCategoryId ?? null;
  const categoryOf = (relation: InferredRelation) => chosen[relation.id] ?? defaultCategoryId;
  const refresh = () => queryClient.invalidateQueries({ queryKey: inferredRelationQueries.all });

  const decide = useMutation({
    mutationFn: ({
      relation,
      decision,
    }: {
      relation: InferredRelation;
      decision: InferredRelationDecision;
    }) => decideInferredRelation(relation.id, decision),
    onSuccess: (decided) => {
      void message.success(
        t(`INFERRED_RELATIONS.DECIDED.${decided.status.toUpperCase()}`, {
          agency: decided.agency.name,
          brand: decided.brand.name,
        }),
      );
      void refresh();
    },
  });
  const recompute = useMutation({
    mutationFn: recomputeInferredRelations,
    onSuccess: (result) => {
      void message.success(t('INFERRED_RELATIONS.RECOMPUTED', result));
      void refresh();
    },
  });
  const confirm = (relation: InferredRelation) => {
    const categoryId = categoryOf(relation);
    if (categoryId !== null) decide.mutate({ relation, decision: { decision: 'confirm', categoryId } });
  };

  const { shownIndex, setFocusedIndex } = useReviewListKeys({
    rows,
    keys: INFERRED_KEYS,
    rowTestId: inferredRowTestId,
    onDecision: (action, relation) => {
      if (decide.isPending) return false;
      if (action === 'confirm' && relation.status === 'proposed') confirm(relation);
      else if (action === 'reject' && relation.status !== 'rejected')
        decide.mutate({ relation, decision: { decision: 'reject' } });
      else if (action === 'reopen' && relation.status !== 'proposed')
        decide.mutate({ relation, decision: { decision: 'reopen' } });
      return true;
    },
  });

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle" data-testid="inferred-relations">
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('INFERRED_RELATIONS.HINT')}
      </Typography.Paragraph>
      <Space wrap>
        <Segmented<InferredRelationStatus>
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPageNum(1);
            setFocusedIndex(null);
          }}
          options={INFERRED_RELATION_STATUSES.map((value) => ({
            value,
            label: t(`INFERRED_RELATIONS.STATUS.${value.toUpperCase()}`),
          }))}
        />
        <Button
          onClick={() => recompute.mutate()}
          loading={recompute.isPending}
          data-testid="inferred-recompute"
        >
          {t('INFERRED_RELATIONS.RECOMPUTE')}
        </Button>
      </Space>
      <Typography.Text type="secondary">{t('INFERRED_RELATIONS.KEYS')}</Typography.Text>
      <ApiErrorAlert error={list.error ?? decide.error ?? recompute.error} />
      {list.isLoading ? (
        <Spin />
      ) : rows.length === 0 && !list.error ? (
        <Empty description={t(`INFERRED_RELATIONS.EMPTY.${status.toUpperCase()}`)} />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('ADMIN.SECTION.INFERRED')}>
          {rows.map((relation, index) => (
            <InferredRelationRow
              key={relation.id}
              relation={relation}
              categories={list.data?.categories ?? []}
              categoryId={categoryOf(relation)}
              focused={index === shownIndex}
              busy={decide.isPending}
              onFocus={() => setFocusedIndex(index)}
              onCategory={(categoryId) => setChosen((current) => ({ ...current, [relation.id]: categoryId }))}
              onConfirm={() => confirm(relation)}
              onReject={() => decide.mutate({ relation, decision: { decision: 'reject' } })}
              onReopen={() => decide.mutate({ relation, decision: { decision: 'reopen' } })}
            />
          ))}
        </ul>
      )}
      <Pagination
        current={pageNum}
        pageSize={INFERRED_RELATIONS_PAGE_SIZE}
        total={list.data?.totalResults ?? 0}
        hideOnSinglePage
        showSizeChanger={false}
        onChange={(page) => {
          setPageNum(page);
          setFocusedIndex(null);
        }}
      />
    </Space>
  );
}
