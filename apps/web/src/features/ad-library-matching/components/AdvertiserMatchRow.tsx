import type { AdLibraryAdvertiser } from '@adatlas/domain/ad-library';
import { Button, Space, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { ReviewListRow } from '../../../shared/ui/ReviewListRow.tsx';

export interface AdvertiserMatchRowProps {
  advertiser: AdLibraryAdvertiser;
  focused: boolean;
  canDecide: boolean;
  busy: boolean;
  onFocus: () => void;
  onAccept: () => void;
  onReject: () => void;
  onPick: () => void;
}

const percent = (value: number) => `${Math.round(value * 100)}%`;

/** One advertiser name: what it is proposed as, its score with the features behind it, the decisions. */
export function AdvertiserMatchRow({
  advertiser,
  focused,
  canDecide,
  busy,
  onFocus,
  onAccept,
  onReject,
  onPick,
}: AdvertiserMatchRowProps) {
  const { t } = useTranslation();
  const { features } = advertiser;
  const proposed = advertiser.brand
    ? `${advertiser.brand.name} (${advertiser.company?.name ?? ''})`
    : (advertiser.company?.name ?? null);
  return (
    <ReviewListRow testId={`advertiser-row-${advertiser.id}`} focused={focused} onFocus={onFocus}>
      <Space direction="vertical" size={2} style={{ minWidth: 0, flex: '1 1 260px' }}>
        <Typography.Text strong style={{ wordBreak: 'break-word' }}>
          {advertiser.name}
        </Typography.Text>
        <Space size={4} wrap>
          {advertiser.roles.map((role) => (
            <Tag key={role}>{t(`ADMIN.ADVERTISERS.ROLE.${role.toUpperCase()}`)}</Tag>
          ))}
          <Typography.Text type="secondary">
            {t('ADMIN.ADVERTISERS.N_ADS', { count: advertiser.nAds })}
          </Typography.Text>
        </Space>
      </Space>
      <Space direction="vertical" size={2} style={{ minWidth: 0, flex: '1 1 260px' }}>
        <Typography.Text data-testid="advertiser-proposal">
          {proposed ?? (
            <Typography.Text type="secondary">{t('ADMIN.ADVERTISERS.NO_CANDIDATE')}</Typography.Text>
          )}
        </Typography.Text>
        {advertiser.score !== null && features ? (
          <Space size={4} wrap>
            <Tooltip title={t('ADMIN.ADVERTISERS.SCORE_HINT')}>
              <Tag color={advertiser.score >= 0.9 ? 'green' : advertiser.score >= 0.7 ? 'gold' : 'default'}>
                {t('ADMIN.ADVERTISERS.SCORE', { score: percent(advertiser.score) })}
              </Tag>
            </Tooltip>
            {features.exactKey ? <Tag>{t('ADMIN.ADVERTISERS.FEATURE.EXACT')}</Tag> : null}
            <Tag>{t('ADMIN.ADVERTISERS.FEATURE.TRIGRAM', { value: percent(features.trigram) })}</Tag>
            <Tag>{t('ADMIN.ADVERTISERS.FEATURE.EDIT', { value: percent(features.edit) })}</Tag>
            {features.domain ? <Tag color="blue">{t('ADMIN.ADVERTISERS.FEATURE.DOMAIN')}</Tag> : null}
            {features.vat ? <Tag color="blue">{t('ADMIN.ADVERTISERS.FEATURE.VAT')}</Tag> : null}
            {features.initials ? <Tag>{t('ADMIN.ADVERTISERS.FEATURE.INITIALS')}</Tag> : null}
            {features.runnerUpName ? (
              <Tag>
                {t('ADMIN.ADVERTISERS.FEATURE.RUNNER_UP', {
                  name: features.runnerUpName,
                  score: percent(features.runnerUp),
                })}
              </Tag>
            ) : null}
          </Space>
        ) : null}
      </Space>
      {canDecide ? (
        <Space size={4} wrap>
          <Button size="small" type="primary" disabled={!advertiser.company || busy} onClick={onAccept}>
            {t('ADMIN.ADVERTISERS.ACCEPT')}
          </Button>
          <Button size="small" disabled={busy} onClick={onPick}>
            {t('ADMIN.ADVERTISERS.PICK')}
          </Button>
          <Button size="small" danger disabled={busy} onClick={onReject}>
            {t('ADMIN.ADVERTISERS.REJECT')}
          </Button>
        </Space>
      ) : null}
    </ReviewListRow>
  );
}
