import { formatDate } from '@adatlas/domain/formatting';
import { useQuery } from '@tanstack/react-query';
import { Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { CompanyLink, PitchStatusTag, pitchStatus } from '../../pitch/index.ts';
import { homeQueries } from '../api/home.queries.ts';
import { HomeBlock } from './HomeBlock.tsx';

const LIST_HEIGHT = 360;

export function LatestPitches() {
  const { t } = useTranslation();
  const pitches = useQuery(homeQueries.pitches());
  const today = dayjs().format('YYYY-MM-DD');
  return (
    <HomeBlock
      title={t('PAGES.HOME.LATEST_PITCHES')}
      query={pitches}
      testId="home-pitches"
      extra={<Link to="/pitch">{t('PAGES.HOME.SEE_ALL')}</Link>}
    >
      {(items) => (
        <div style={{ maxHeight: LIST_HEIGHT, overflowY: 'auto' }}>
          {items.map((pitch) => (
            <div key={pitch.id} style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}>
              <Flex justify="space-between" gap={8} align="start">
                <Typography.Text strong style={{ minWidth: 0 }}>
                  {pitch.title}
                </Typography.Text>
                <PitchStatusTag status={pitchStatus(pitch.end_date, today)} />
              </Flex>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                <CompanyLink company={pitch.company} /> · {formatDate(pitch.start_date)}
              </Typography.Text>
            </div>
          ))}
        </div>
      )}
    </HomeBlock>
  );
}
