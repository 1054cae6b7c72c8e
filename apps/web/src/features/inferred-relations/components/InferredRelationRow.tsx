import type { InferredRelation } from '@adatlas/domain/inferred-relations';
import { Button, Select, Space, Tag, Typography } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { inferredEvidenceLines } from '../../../shared/ui/InferredRelationBadge.tsx';
import { ReviewListRow } from '../../../shared/ui/ReviewListRow.tsx';

export interface InferredRelationRowProps {
  relation: InferredRelation;
  categories: { id: number; label: string }[];
  categoryId: number | null;
  focused: boolean;
  busy: boolean;
  onFocus: () => void;
  onCategory: (categoryId: number) => void;
  onConfirm: () => void;
  onReject: () => void;
  onReopen: () => void;
}

/** One inferred relation: who works for whom, the evidence, and the editor's decision. */
export function InferredRelationRow({
  relation,
  categories,
  categoryId,
  focused,
  busy,
  onFocus,
  onCategory,
  onConfirm,
  onReject,
  onReopen,
}: InferredRelationRowProps) {
  const { t, i18n } = useTranslation();
  const evidence = inferredEvidenceLines(relation.evidence, t, i18n.language);
  const names = [...relation.payerNames.slice(0, 2), ...relation.beneficiaryNames.slice(0, 2)];
  return (
    <ReviewListRow testId={`inferred-row-${relation.id}`} focused={focused} onFocus={onFocus}>
      <Space direction="vertical" size={2} style={{ minWidth: 0, flex: '1 1 280px' }}>
        <Typography.Text strong style={{ wordBreak: 'break-word' }}>
          {t('INFERRED_RELATIONS.WORKS_FOR', { agency: relation.agency.name, brand: relation.brand.name })}
        </Typography.Text>
        {relation.company ? (
          <Typography.Text type="secondary">
            {t('INFERRED_RELATIONS.OWNED_BY', { company: relation.company.name })}
          </Typography.Text>
        ) : null}
        <Typography.Text data-testid="inferred-row-evidence">{evidence.join(' · ')}</Typography.Text>
        {names.length > 0 ? (
          <Typography.Text type="secondary" style={{ wordBreak: 'break-word' }}>
            {t('INFERRED_RELATIONS.AS_WRITTEN', { names: names.join(', ') })}
          </Typography.Text>
        ) : null}
      </Space>
      <Space wrap style={{ flex: '0 1 auto' }}>
        {relation.status === 'proposed' ? (
          <>
            <Select
              value={categoryId ?? undefined}
              onChange={onCategory}
              options={categories.map((category) => ({ value: category.id, label: category.label }))}
              placeholder={t('INFERRED_RELATIONS.CATEGORY')}
              aria-label={t('INFERRED_RELATIONS.CATEGORY')}
              style={{ minWidth: 160 }}
              data-testid="inferred-category"
            />
            <Button
              type="primary"
              onClick={onConfirm}
              disabled={busy || categoryId === null}
              data-testid="inferred-confirm"
            >
              {t('INFERRED_RELATIONS.CONFIRM')}
            </Button>
            <Button danger onClick={onReject} disabled={busy} data-testid="inferred-reject">
              {t('INFERRED_RELATIONS.REJECT')}
            </Button>
          </>
        ) : (
          <>
            {relation.category ? <Tag>{relation.category.label}</Tag> : null}
            {relation.decidedBy ? (
              <Typography.Text type="secondary">
                {t('INFERRED_RELATIONS.DECIDED_BY', { name: relation.decidedBy })}
              </Typography.Text>
            ) : null}
            <Button onClick={onReopen} disabled={busy} data-testid="inferred-reopen">
              {t('INFERRED_RELATIONS.REOPEN')}
            </Button>
          </>
        )}
      </Space>
    </ReviewListRow>
  );
}
