import { Row } from 'antd';
import { useTranslation } from '../../../../i18n/useTranslation.ts';
import { useSession } from '../../../../shared/session/useSession.ts';
import { type FilterPanel, FilterPanels } from '../../../../shared/ui/filters/FilterPanels.tsx';
import type { CompanySearchState } from '../../hooks/useCompanySearchState.ts';
import {
  describeInvestmentRoundFilter,
  describeJobOfferFilter,
  describeNielsenFilter,
} from '../../utils/describeFilters.ts';
import type { FacetCounts } from '../../utils/facetCounts.ts';
import { ChangedSinceFilter } from './ChangedSinceFilter.tsx';
import { CommitInput, CommitInputNumber } from './CommitInputs.tsx';
import { acquisitionsPanel, financialFiltersPanel } from './companyDataPanels.tsx';
import { FilterFamily } from './FilterFamily.tsx';
import { FilterField } from './FilterField.tsx';
import { FlatSelect } from './FlatSelect.tsx';
import { InvestmentRoundFilterForm } from './InvestmentRoundFilterForm.tsx';
import { JobOfferFilterForm } from './JobOfferFilterForm.tsx';
import { LocationFilterFields } from './LocationFilterFields.tsx';
import { NielsenFilterForm } from './NielsenFilterForm.tsx';
import { SectorFilterFields } from './SectorFilterFields.tsx';
import { YearPicker } from './YearPicker.tsx';

export interface OtherFiltersProps {
  state: CompanySearchState;
  update: (patch: Partial<CompanySearchState>) => void;
  /** How many companies each city finds, beside the city filter's values. */
  cityCounts?: FacetCounts;
}

/** The expandable filter families; what the tenant or the flags do not offer is not shown (spec §6). */
export function OtherFilters({ state, update, cityCounts }: OtherFiltersProps) {
  const { t } = useTranslation();
  const { session } = useSession();
  const flags = session?.flags;
  const isSpain = session?.tenant === 'spain';
  const panels: FilterPanel[] = [
    {
      key: 'location',
      label: t('FILTERS.PANEL_LOCATION'),
      children: (
        <Row gutter={[16, 12]}>
          <LocationFilterFields entity="company" value={state} onChange={update} cityCounts={cityCounts} />
          <SectorFilterFields value={state} onChange={update} />
        </Row>
      ),
    },
    financialFiltersPanel(t, flags, state.financial_filters, (financial_filters) =>
      update({ financial_filters }),
    ),
    {
      key: 'additional',
      label: t('FILTERS.PANEL_ADDITIONAL'),
      children: (
        <Row gutter={[16, 12]}>
          <FilterField label={t('FILTERS.CREATION_YEAR')}>
            <YearPicker value={state.creation_year} onChange={(creation_year) => update({ creation_year })} />
          </FilterField>
          <FilterField label={t('RECORD_HISTORY.CHANGED_SINCE')}>
            <ChangedSinceFilter
              value={state.changed_since}
              onChange={(changed_since) => update({ changed_since })}
            />
          </FilterField>
          <FilterField label={t('FILTERS.NATION_ORIG')}>
            <CommitInput
              value={state.nation_orig?.join(', ')}
              onCommit={(text) =>
                update({
                  nation_orig: text
                    ? text
                        .split(',')
                        .map((s) => s.trim())
                        .filter(Boolean)
                    : undefined,
                })
              }
              placeholder={t('FILTERS.NATION_ORIG')}
            />
          </FilterField>
          {isSpain ? null : (
            <FilterField label={t('FILTERS.STORE_NUMBER')} isGroup>
              <Row gutter={8}>
                <FilterField label={t('FILTERS.FROM')} span={12}>
                  <CommitInputNumber
                    value={state.store_number_from}
                    onCommit={(store_number_from) => update({ store_number_from })}
                    placeholder={t('FILTERS.FROM')}
                  />
                </FilterField>
                <FilterField label={t('FILTERS.TO')} span={12}>
                  <CommitInputNumber
                    value={state.store_number_to}
                    onCommit={(store_number_to) => update({ store_number_to })}
                    placeholder={t('FILTERS.TO')}
                  />
                </FilterField>
              </Row>
            </FilterField>
          )}
          <FilterField label={t('FILTERS.INCOME_RANGE')}>
            <FlatSelect
              entity="income_range"
              valueField="key"
              value={state.income_range}
              onChange={(income_range) => update({ income_range })}
              placeholder={t('FILTERS.INCOME_RANGE')}
            />
          </FilterField>
          <FilterField label={t('FILTERS.EMPLOYER_RANGE')}>
            <FlatSelect
              entity="employer_range"
              valueField="key"
              value={state.employer_range}
              onChange={(employer_range) => update({ employer_range })}
              placeholder={t('FILTERS.EMPLOYER_RANGE')}
            />
          </FilterField>
          {flags?.mediaPlanning === false ? null : (
            <FilterField label={t('FILTERS.MEDIUM_PLANNING')}>
              <FlatSelect
                entity="medium_planning"
                valueField="key"
                value={state.medium_planning}
                onChange={(medium_planning) => update({ medium_planning })}
                placeholder={t('FILTERS.MEDIUM_PLANNING')}
              />
            </FilterField>
          )}
          {isSpain ? null : (
            <FilterField label={t('FILTERS.INTERNATIONAL_INVEST')}>
              <FlatSelect
                entity="international_invest"
                valueField="key"
                withSelectAll
                value={state.international_invest}
                onChange={(international_invest) => update({ international_invest })}
                placeholder={t('FILTERS.INTERNATIONAL_INVEST')}
              />
            </FilterField>
          )}
        </Row>
      ),
    },
    {
      key: 'nielsen',
      label: t('FILTERS.PANEL_NIELSEN'),
      children: (
        <FilterFamily
          items={state.nielsen_filters}
          describe={describeNielsenFilter}
          onChange={(nielsen_filters) => update({ nielsen_filters })}
          testId="filter-nielsen"
        >
          {(add) => <NielsenFilterForm onAdd={add} />}
        </FilterFamily>
      ),
      isShown: flags?.companyInvestments ?? true,
    },
    {
      key: 'jobOffers',
      label: t('FILTERS.PANEL_JOB_OFFERS'),
      children: (
        <FilterFamily
          items={state.job_offer_filters}
          describe={describeJobOfferFilter}
          onChange={(job_offer_filters) => update({ job_offer_filters })}
          testId="filter-job-offers"
        >
          {(add) => <JobOfferFilterForm onAdd={add} />}
        </FilterFamily>
      ),
      isShown: flags?.jobOffers ?? false,
    },
    acquisitionsPanel(t, state, update),
    {
      key: 'investmentRounds',
      label: t('FILTERS.PANEL_INVESTMENT_ROUNDS'),
      children: (
        <FilterFamily
          items={state.investment_round_filters}
          describe={(f) => describeInvestmentRoundFilter(t, f)}
          onChange={(investment_round_filters) => update({ investment_round_filters })}
          testId="filter-rounds"
        >
          {(add) => <InvestmentRoundFilterForm onAdd={add} />}
        </FilterFamily>
      ),
      isShown: flags?.investmentRounds ?? false,
    },
    {
      key: 'collectiveAgreements',
      label: t('FILTERS.PANEL_COLLECTIVE_AGREEMENTS'),
      children: (
        <FlatSelect
          entity="collective_agreement"
          valueField="id"
          value={state.collectiveAgreements}
          onChange={(collectiveAgreements) => update({ collectiveAgreements })}
          placeholder={t('FILTERS.COLLECTIVE_AGREEMENTS')}
        />
      ),
      isShown: flags?.collectiveAgreements ?? false,
    },
  ];
  return <FilterPanels panels={panels} defaultOpen={['location']} />;
}
