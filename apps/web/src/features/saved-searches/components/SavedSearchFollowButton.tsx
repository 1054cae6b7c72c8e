import type { AlertFrequency } from '@adatlas/domain/alerts';
import type { SavedSearch } from '@adatlas/domain/saved-searches';
import { BellFilled, BellOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';

export interface SavedSearchFollowButtonProps {
  search: SavedSearch | null;
  loading: boolean;
  onChange: (frequency: AlertFrequency | null) => void;
  /** Set by WriteAction in a read-only view. */
  disabled?: boolean;
}

/** Follow the selected saved search: a daily or weekly mail of what newly matches it, or stop. */
export function SavedSearchFollowButton({
  search,
  loading,
  onChange,
  disabled = false,
}: SavedSearchFollowButtonProps) {
  const { t } = useTranslation();
  const frequency = search?.alert?.frequency ?? null;
  const label = frequency
    ? t(
        frequency === 'daily'
          ? 'SAVED_SEARCH_ALERTS.FOLLOWING_DAILY'
          : 'SAVED_SEARCH_ALERTS.FOLLOWING_WEEKLY',
      )
    : t('SAVED_SEARCH_ALERTS.FOLLOW');
  return (
    <Dropdown
      disabled={!search || disabled}
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: frequency ? [frequency] : [],
        onClick: ({ key }) => onChange(key === 'stop' ? null : (key as AlertFrequency)),
        items: [
          {
            key: 'daily',
            label: <span data-testid="saved-search-follow-daily">{t('SAVED_SEARCH_ALERTS.DAILY')}</span>,
          },
          {
            key: 'weekly',
            label: <span data-testid="saved-search-follow-weekly">{t('SAVED_SEARCH_ALERTS.WEEKLY')}</span>,
          },
          ...(frequency
            ? [
                {
                  key: 'stop',
                  label: <span data-testid="saved-search-follow-stop">{t('SAVED_SEARCH_ALERTS.STOP')}</span>,
                },
              ]
            : []),
        ],
      }}
    >
      <Button
        icon={frequency ? <BellFilled /> : <BellOutlined />}
        loading={loading}
        disabled={!search || disabled}
        aria-label={label}
        title={label}
        data-testid="saved-search-follow"
      />
    </Dropdown>
  );
}
