import type { IdName, PitchSummary } from '@adatlas/domain/market-data';
import { Descriptions, type DescriptionsProps } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { AgencyName } from './AgencyName.tsx';

export interface PitchDetailsProps {
  pitch: PitchSummary;
  sourceLabels: ReadonlyMap<string, string>;
}

/** What the row does not show: the incumbent, every competitor, competition, source and comment. */
export function PitchDetails({ pitch, sourceLabels }: PitchDetailsProps) {
  const { t } = useTranslation();
  const competitors = [...pitch.competitors.map((agency) => agency.name), ...pitch.externalCompetitors].join(
    ', ',
  );
  const items: DescriptionsProps['items'] = [
    {
      key: 'formerWinner',
      label: t('PAGES.PITCH.COLUMN_FORMER_WINNER'),
      children: agencyOrDash(pitch.formerWinner, pitch.externalFormerWinner),
    },
    {
      key: 'winner',
      label: t('PAGES.PITCH.COLUMN_WINNER'),
      children: agencyOrDash(pitch.winner, pitch.externalWinner),
    },
    { key: 'competitors', label: t('PAGES.PITCH.COLUMN_COMPETITORS'), children: competitors || '—' },
    {
      key: 'competition',
      label: t('PAGES.PITCH.COMPETITION'),
      children: pitch.competition ? t('PAGES.PITCH.COMPETITION_YES') : t('PAGES.PITCH.COMPETITION_NO'),
    },
    {
      key: 'source',
      label: t('PAGES.PITCH.SOURCE'),
      children: pitch.source ? (sourceLabels.get(pitch.source) ?? pitch.source) : '—',
    },
    { key: 'comment', label: t('PAGES.PITCH.COMMENT'), children: pitch.comment ?? '—' },
  ];
  return (
    // The table scrolls sideways on a phone: the details stay within the visible width.
    <div style={{ position: 'sticky', left: 0, maxWidth: 'calc(100vw - 96px)' }}>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 1, md: 2, lg: 3 }}
        items={items}
        data-testid={`pitch-details-${pitch.id}`}
      />
    </div>
  );
}

function agencyOrDash(company: IdName | null, external: string | null) {
  return company || external ? <AgencyName company={company} external={external} /> : '—';
}
