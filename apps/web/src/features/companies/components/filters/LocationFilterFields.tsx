import { useTranslation } from '../../../../i18n/useTranslation.ts';
import type { LocationEntity } from '../../../../shared/api/referenceLists.queries.ts';
import type { FacetCounts } from '../../utils/facetCounts.ts';
import { FilterField } from './FilterField.tsx';
import { LookupSelect } from './LookupSelect.tsx';

export interface LocationFilter {
  city?: string[];
  province?: string[];
  region?: string[];
}

export interface LocationFilterFieldsProps {
  /** Whose addresses the filter reads, and so whose values it offers. */
  entity: LocationEntity;
  value: LocationFilter;
  onChange: (patch: LocationFilter) => void;
  /** How many records each city finds, beside the city filter's values. */
  cityCounts?: FacetCounts;
}

/** City, province and region, each picked from the values the country holds; inside a filter Row. */
export function LocationFilterFields({ entity, value, onChange, cityCounts }: LocationFilterFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <FilterField label={t('FILTERS.CITY')}>
        <LookupSelect
          entity={entity}
          field="city"
          value={value.city}
          onChange={(city) => onChange({ city })}
          placeholder={t('FILTERS.CITY')}
          counts={cityCounts}
        />
      </FilterField>
      <FilterField label={t('FILTERS.PROVINCE')}>
        <LookupSelect
          entity={entity}
          field="province"
          value={value.province}
          onChange={(province) => onChange({ province })}
          placeholder={t('FILTERS.PROVINCE')}
        />
      </FilterField>
      <FilterField label={t('FILTERS.REGION')}>
        <LookupSelect
          entity={entity}
          field="region"
          value={value.region}
          onChange={(region) => onChange({ region })}
          placeholder={t('FILTERS.REGION')}
        />
      </FilterField>
    </>
  );
}
