import { ACQUISITION_ROLES } from '@adatlas/domain/companies';
import { Radio, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from './DateRangeFilter.tsx';
import { FilterField } from './FilterField.tsx';

type AcquisitionRole = (typeof ACQUISITION_ROLES)[number];

export interface AcquisitionFilter {
  acquisition_after?: string;
  acquisition_before?: string;
  acquisition_role?: AcquisitionRole;
}

export interface AcquisitionFilterFieldsProps {
  value: AcquisitionFilter;
  onChange: (patch: AcquisitionFilter) => void;
}

/** Acquisitions within a date range, with the company as buyer, seller or either. */
export function AcquisitionFilterFields({ value, onChange }: AcquisitionFilterFieldsProps) {
  const { t } = useTranslation();
  return (
    <Row gutter={[16, 12]}>
      <FilterField label={t('FILTERS.DATE_RANGE')} span={12}>
        <DateRangeFilter
          after={value.acquisition_after}
          before={value.acquisition_before}
          onChange={({ after, before }) => onChange({ acquisition_after: after, acquisition_before: before })}
        />
      </FilterField>
      <FilterField label={t('FILTERS.ACQUISITION_ROLE')} span={12}>
        <Radio.Group
          value={value.acquisition_role ?? 'any'}
          onChange={(event) =>
            onChange({ acquisition_role: event.target.value === 'any' ? undefined : event.target.value })
          }
          options={[
            { value: 'any', label: t('FILTERS.ANY') },
            ...ACQUISITION_ROLES.map((role) => ({ value: role, label: t(`FILTERS.ROLE.${role}`) })),
          ]}
        />
      </FilterField>
    </Row>
  );
}
