import type { ContactCompanyFilters } from '@adatlas/domain/contacts';
import { Row } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { type FilterPanel, FilterPanels } from '../../../shared/ui/filters/FilterPanels.tsx';
import {
  acquisitionsPanel,
  DateRangeFilter,
  type FacetCounts,
  FilterField,
  FlatSelect,
  financialFiltersPanel,
  LocationFilterFields,
  LookupSelect,
  SectorFilterFields,
  TreeFilterSelect,
  YearPicker,
} from '../../companies/index.ts';
import type { ContactSearchState } from '../hooks/useContactSearchState.ts';

export interface ContactOtherFiltersProps {
  state: ContactSearchState;
  update: (patch: Partial<ContactSearchState>) => void;
  updateCompany: (patch: Partial<ContactCompanyFilters>) => void;
  /** The function areas offered, when the list is confined to a family (the HR edition). */
  functionsWithin?: ReadonlySet<number>;
  /** How many contacts each of their cities finds, beside the city filter's values. */
  cityCounts?: FacetCounts;
}

/**
 * The contact call's filters that are not in the bar (spec data §7), in panels like the company
 * search; what the tenant or its flags do not offer is not shown (spec data §6).
 */
export function ContactOtherFilters({
  state,
  update,
  updateCompany,
  functionsWithin,
  cityCounts,
}: ContactOtherFiltersProps) {
  const { t } = useTranslation();
  const { session } = useSession();
  const flags = session?.flags;
  const company = state.company_filters ?? {};
  const panels: FilterPanel[] = [
    {
      key: 'contact',
      label: t('FILTERS.PANEL_CONTACT'),
      children: (
        <Row gutter={[16, 12]}>
          <LocationFilterFields entity="contact" value={state} onChange={update} cityCounts={cityCounts} />
          <FilterField label={t('FILTERS.FUNCTION_PARENT')}>
            <TreeFilterSelect
              entity="Function"
              value={state.function_parent}
              onChange={(function_parent) => update({ function_parent })}
              placeholder={t('FILTERS.FUNCTION_PARENT')}
              within={functionsWithin}
              testId="filter-function-parent"
            />
          </FilterField>
          <FilterField label={t('FILTERS.NEW_CONTACT_BETWEEN')}>
            <DateRangeFilter
              after={state.newContactAfter}
              before={state.newContactBefore}
              onChange={({ after, before }) => update({ newContactAfter: after, newContactBefore: before })}
              testId="filter-new-contact"
            />
          </FilterField>
          <FilterField label={t('FILTERS.MODIFIED_BETWEEN')}>
            <DateRangeFilter
              after={state.modifiedContactAfter}
              before={state.modifiedContactBefore}
              onChange={({ after, before }) =>
                update({ modifiedContactAfter: after, modifiedContactBefore: before })
              }
            />
          </FilterField>
        </Row>
      ),
    },
    {
      key: 'company',
      label: t('FILTERS.PANEL_COMPANY'),
      children: (
        <Row gutter={[16, 12]}>
          <FilterField label={t('FILTERS.COMPANY_CITY')}>
            <LookupSelect
              entity="company"
              field="city"
              value={company.city}
              onChange={(city) => updateCompany({ city })}
              placeholder={t('FILTERS.COMPANY_CITY')}
              testId="filter-company-city"
            />
          </FilterField>
          <SectorFilterFields value={company} onChange={updateCompany} />
          <FilterField label={t('FILTERS.CREATION_YEAR')}>
            <YearPicker
              value={company.creation_year}
              onChange={(creation_year) => updateCompany({ creation_year })}
              testId="filter-creation-year"
            />
          </FilterField>
          {flags?.collectiveAgreements ? (
            <FilterField label={t('FILTERS.COLLECTIVE_AGREEMENTS')}>
              <FlatSelect
                entity="collective_agreement"
                valueField="id"
                value={company.collectiveAgreements}
                onChange={(collectiveAgreements) => updateCompany({ collectiveAgreements })}
                placeholder={t('FILTERS.COLLECTIVE_AGREEMENTS')}
              />
            </FilterField>
          ) : null}
        </Row>
      ),
    },
    financialFiltersPanel(t, flags, state.financial_filters, (financial_filters) =>
      update({ financial_filters }),
    ),
    acquisitionsPanel(t, company, updateCompany),
  ];
  return <FilterPanels panels={panels} defaultOpen={['contact', 'company']} />;
}
