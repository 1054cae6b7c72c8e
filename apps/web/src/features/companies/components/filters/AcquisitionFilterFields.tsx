import { ACQUISITION_ROLES } from '@adatlas/domain/companies';
import { Radio, Row } from 'antd';
import { useTranslation } from '../../../../i18n/useTranslation.ts';
import { useFilterControlLabel } from '../../hooks/useFilterControlLabel.ts';
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
        <AcquisitionRoleGroup
          value={value.acquisition_role}
          onChange={(acquisition_role) => onChange({ acquisition_role })}
        />
      </FilterField>
    </Row>
  );
}

interface AcquisitionRoleGroupProps {
  value: AcquisitionRole | undefined;
  onChange: (role: AcquisitionRole | undefined) => void;
}

function AcquisitionRoleGroup({ value, onChange }: AcquisitionRoleGroupProps) {
  const { t } = useTranslation();
  // A radio group is no labelable element: its name comes through aria-labelledby.
  const label = useFilterControlLabel();
  return (
    <Radio.Group
      value={value ?? 'any'}
      onChange={(event) => onChange(event.target.value === 'any' ? undefined : event.target.value)}
      options={[
        { value: 'any', label: t('FILTERS.ANY') },
        ...ACQUISITION_ROLES.map((role) => ({ value: role, label: t(`FILTERS.ROLE.${role}`) })),
      ]}
      {...label}
    />
  );
}
