import { useTranslation } from '../../../../i18n/useTranslation.ts';
import { useSession } from '../../../../shared/session/useSession.ts';
import { CommitInput } from './CommitInputs.tsx';
import { FilterField } from './FilterField.tsx';
import { FlatSelect } from './FlatSelect.tsx';
import { TreeFilterSelect } from './TreeFilterSelect.tsx';

export interface SectorFilter {
  sector?: number[];
  other_categories?: number[];
  ateco_code?: string;
}

export interface SectorFilterFieldsProps {
  value: SectorFilter;
  onChange: (patch: SectorFilter) => void;
}

/**
 * What a company does: sector, other categories (not offered in Spain) and the ATECO code (NAF in
 * France; only where the atecoCode flag is on). Inside a filter Row.
 */
export function SectorFilterFields({ value, onChange }: SectorFilterFieldsProps) {
  const { t } = useTranslation();
  const { session } = useSession();
  const atecoLabel = session?.tenant === 'france' ? t('FILTERS.NAF_CODE') : t('FILTERS.ATECO_CODE');
  return (
    <>
      <FilterField label={t('FILTERS.SECTOR')}>
        <TreeFilterSelect
          entity="Sector"
          value={value.sector}
          onChange={(sector) => onChange({ sector })}
          placeholder={t('FILTERS.SECTOR')}
          testId="filter-sector"
        />
      </FilterField>
      {session?.tenant === 'spain' ? null : (
        <FilterField label={t('FILTERS.OTHER_CATEGORIES')}>
          <FlatSelect
            entity="other_categories"
            valueField="id"
            value={value.other_categories}
            onChange={(other_categories) => onChange({ other_categories })}
            placeholder={t('FILTERS.OTHER_CATEGORIES')}
          />
        </FilterField>
      )}
      {session?.flags.atecoCode ? (
        <FilterField label={atecoLabel}>
          <CommitInput
            value={value.ateco_code}
            onCommit={(ateco_code) => onChange({ ateco_code })}
            placeholder={atecoLabel}
            testId="filter-ateco"
          />
        </FilterField>
      ) : null}
    </>
  );
}
