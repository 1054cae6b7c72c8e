import {
  AD_LIBRARY_ADVERTISER_STATUSES,
  type AdLibraryAdvertiser,
  type AdvertiserDecision,
  BULK_ACCEPT_DEFAULT_SCORE,
} from '@adatlas/domain/ad-library';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Empty,
  InputNumber,
  Pagination,
  Popconfirm,
  Segmented,
  Space,
  Spin,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useReviewListKeys } from '../../../shared/commands/useReviewListKeys.ts';
import { ApiErrorAlert } from '../../../shared/ui/ApiErrorAlert.tsx';
import {
  type AdvertiserStatus,
  advertiserMatchingQueries,
  bulkAcceptAdvertisers,
  decideAdvertiser,
  resolveAdvertisers,
} from '../api/advertiserMatching.queries.ts';
import { AdvertiserMatchRow } from './AdvertiserMatchRow.tsx';
import { AdvertiserPickModal } from './AdvertiserPickModal.tsx';
import { QUEUE_KEYS } from './queueKeys.ts';

const PAGE_SIZE = 50;

/**
 * The review queue of ad-library advertiser names the matching could not link on its own:
 * accept the proposal, pick another company or brand, or reject, by mouse or keyboard
 * (j / k or the arrows move, a accepts, r rejects, p picks); decided names never come back.
 */
const advertiserRowTestId = (id: number) => `advertiser-row-${id}`;

export function AdvertiserMatchingPanel() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<AdvertiserStatus>('pending');
  const [pageNum, setPageNum] = useState(1);
  const [picking, setPicking] = useState<AdLibraryAdvertiser | null>(null);
  const [minScore, setMinScore] = useState(BULK_ACCEPT_DEFAULT_SCORE);
  const queue = useQuery(advertiserMatchingQueries.queue(status, pageNum));
  const rows = queue.data?.data ?? [];
  const canDecide = status === 'pending' || status === 'auto';
  const refresh = () => queryClient.invalidateQueries({ queryKey: advertiserMatchingQueries.all });

  const decide = useMutation({
    mutationFn: ({
      advertiser,
      decision,
    }: {
      advertiser: AdLibraryAdvertiser;
      decision: AdvertiserDecision;
    }) => decideAdvertiser(advertiser.id, decision),
    onSuccess: (decided) => {
      void message.success(
        t(`ADMIN.ADVERTISERS.DECIDED.${decided.status.toUpperCase()}`, { name: decided.name }),
      );
      void refresh();
    },
  });
  const bulk = useMutation({
    mutationFn: () => bulkAcceptAdvertisers(minScore),
    onSuccess: ({ accepted }) => {
      void message.success(t('ADMIN.ADVERTISERS.BULK_DONE', { count: accepted }));
      void refresh();
    },
  });
  const resolve = useMutation({
    mutationFn: resolveAdvertisers,
    onSuccess: (result) => {
      void message.success(t('ADMIN.ADVERTISERS.RESOLVED', result));
      void refresh();
    },
  });

  const { shownIndex, setFocusedIndex } = useReviewListKeys({
    rows,
    keys: QUEUE_KEYS,
    rowTestId: advertiserRowTestId,
    enabled: picking === null,
    onDecision: (action, advertiser) => {
      if (!canDecide || decide.isPending) return false;
      if (action === 'pick') setPicking(advertiser);
      else if (action === 'accept' && advertiser.company)
        decide.mutate({ advertiser, decision: { decision: 'accept' } });
      else if (action === 'reject') decide.mutate({ advertiser, decision: { decision: 'reject' } });
      return true;
    },
  });

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle" data-testid="advertiser-matching">
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('ADMIN.ADVERTISERS.HINT')}
      </Typography.Paragraph>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
        {/* On a phone the five statuses scroll sideways rather than run off the screen. */}
        <div style={{ maxWidth: '100%', minWidth: 0, overflowX: 'auto' }}>
          <Segmented<AdvertiserStatus>
            value={status}
            onChange={(value) => {
              setStatus(value);
              setPageNum(1);
              setFocusedIndex(null);
            }}
            options={AD_LIBRARY_ADVERTISER_STATUSES.map((value) => ({
              value,
              label: t(`ADMIN.ADVERTISERS.STATUS.${value.toUpperCase()}`),
            }))}
          />
        </div>
        <Button onClick={() => resolve.mutate()} loading={resolve.isPending} data-testid="advertiser-resolve">
          {t('ADMIN.ADVERTISERS.RESOLVE')}
        </Button>
      </div>
      {status === 'pending' ? (
        <Space wrap>
          <Typography.Text>{t('ADMIN.ADVERTISERS.BULK_LABEL')}</Typography.Text>
          <InputNumber
            min={0}
            max={1}
            step={0.05}
            value={minScore}
            onChange={(value) => setMinScore(value ?? BULK_ACCEPT_DEFAULT_SCORE)}
            aria-label={t('ADMIN.ADVERTISERS.BULK_LABEL')}
          />
          <Popconfirm
            title={t('ADMIN.ADVERTISERS.BULK_CONFIRM', { score: Math.round(minScore * 100) })}
            onConfirm={() => bulk.mutate()}
          >
            <Button loading={bulk.isPending} data-testid="advertiser-bulk-accept">
              {t('ADMIN.ADVERTISERS.BULK_ACCEPT')}
            </Button>
          </Popconfirm>
        </Space>
      ) : null}
      <Typography.Text type="secondary" data-testid="advertiser-keys-help">
        {t('ADMIN.ADVERTISERS.KEYS')}
      </Typography.Text>
      <ApiErrorAlert error={queue.error ?? decide.error ?? bulk.error ?? resolve.error} />
      {queue.isLoading ? (
        <Spin />
      ) : rows.length === 0 && !queue.error ? (
        <Empty description={t(`ADMIN.ADVERTISERS.EMPTY.${status.toUpperCase()}`)} />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('ADMIN.SECTION.ADVERTISERS')}>
          {rows.map((advertiser, index) => (
            <AdvertiserMatchRow
              key={advertiser.id}
              advertiser={advertiser}
              focused={index === shownIndex}
              canDecide={canDecide}
              busy={decide.isPending}
              onFocus={() => setFocusedIndex(index)}
              onAccept={() => decide.mutate({ advertiser, decision: { decision: 'accept' } })}
              onReject={() => decide.mutate({ advertiser, decision: { decision: 'reject' } })}
              onPick={() => setPicking(advertiser)}
            />
          ))}
        </ul>
      )}
      <Pagination
        current={pageNum}
        pageSize={PAGE_SIZE}
        total={queue.data?.totalResults ?? 0}
        hideOnSinglePage
        showSizeChanger={false}
        onChange={(page) => {
          setPageNum(page);
          setFocusedIndex(null);
        }}
      />
      <AdvertiserPickModal
        advertiser={picking}
        onClose={() => setPicking(null)}
        onPick={(option) => {
          if (picking) {
            decide.mutate({
              advertiser: picking,
              decision: { decision: 'pick', companyId: option.companyId, brandId: option.brandId },
            });
          }
          setPicking(null);
        }}
      />
    </Space>
  );
}
