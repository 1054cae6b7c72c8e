import { useTranslation } from 'react-i18next';
import { FilterField } from './FilterField.tsx';
import { LookupSelect } from './LookupSelect.tsx';

export interface LocationFilter {
  city?: string[];
  province?: string[];
  region?: string[];
}

export interface LocationFilterFieldsProps {
  value: LocationFilter;
  onChange: (patch: LocationFilter) => void;
}

/** City, province and region, each picked from the values the country holds; inside a filter Row. */
export function LocationFilterFields({ value, onChange }: LocationFilterFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <FilterField label={t('FILTERS.CITY')}>
        <LookupSelect
          field="city"
          value={value.city}
          onChange={(city) => onChange({ city })}
          placeholder={t('FILTERS.CITY')}
        />
      </FilterField>
      <FilterField label={t('FILTERS.PROVINCE')}>
        <LookupSelect
          field="province"
          value={value.province}
          onChange={(province) => onChange({ province })}
          placeholder={t('FILTERS.PROVINCE')}
        />
      </FilterField>
      <FilterField label={t('FILTERS.REGION')}>
        <LookupSelect
          field="region"
          value={value.region}
          onChange={(region) => onChange({ region })}
          placeholder={t('FILTERS.REGION')}
        />
      </FilterField>
    </>
  );
}
