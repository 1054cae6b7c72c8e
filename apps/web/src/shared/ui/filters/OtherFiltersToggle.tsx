import { FilterOutlined } from '@ant-design/icons';
import { Badge, Button, Flex } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';

export interface OtherFiltersToggleProps {
  /** How many filters of the hidden panels are set: shown on the button. */
  activeCount: number;
  expanded: boolean;
  onToggle: () => void;
  onReset: () => void;
}

/** The filter bar's "Other filters" button, with the count of those set, and "Reset filters". */
export function OtherFiltersToggle({ activeCount, expanded, onToggle, onReset }: OtherFiltersToggleProps) {
  const { t } = useTranslation();
  return (
    <Flex gap={4}>
      <Badge count={activeCount} size="small" data-testid="other-filters-count">
        <Button
          icon={<FilterOutlined />}
          type={expanded ? 'primary' : 'default'}
          ghost={expanded}
          aria-expanded={expanded}
          onClick={onToggle}
          data-testid="toggle-other-filters"
        >
          {t('FILTERS.OTHER_FILTERS')}
        </Button>
      </Badge>
      <Button type="link" onClick={onReset} data-testid="reset-filters">
        {t('FILTERS.RESET')}
      </Button>
    </Flex>
  );
}
