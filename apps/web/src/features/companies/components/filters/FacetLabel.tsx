import { Typography } from 'antd';
import { useTranslation } from '../../../../i18n/useTranslation.ts';
import { formatResultCount } from '../../../../shared/utils/formatResultCount.ts';
import { type FacetCounts, facetCountOf } from '../../utils/facetCounts.ts';

export interface FacetLabelProps {
  label: string;
  value: string | number;
  /** The filter's counts; none while they load, and then the value shows alone. */
  counts?: FacetCounts;
}

/** A filter value with how many records choosing it finds ("Media agency · 1,204"); dimmed at 0. */
export function FacetLabel({ label, value, counts }: FacetLabelProps) {
  const { i18n } = useTranslation();
  const counted = facetCountOf(counts, value);
  if (!counted) return <>{label}</>;
  const isEmpty = counted.count === 0;
  return (
    <Typography.Text type={isEmpty ? 'secondary' : undefined} data-facet-count={counted.count}>
      {label}
      <Typography.Text type="secondary">
        {` · ${formatResultCount(counted.count, counted.countIsCapped, i18n.language)}`}
      </Typography.Text>
    </Typography.Text>
  );
}
