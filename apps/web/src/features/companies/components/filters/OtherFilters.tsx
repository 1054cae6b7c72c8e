import { Collapse, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../../shared/session/useSession.ts';
import type { CompanySearchState } from '../../hooks/useCompanySearchState.ts';
import {
  describeInvestmentRoundFilter,
  describeJobOfferFilter,
  describeNielsenFilter,
} from '../../utils/describeFilters.ts';
import type { FacetCounts } from '../../utils/facetCounts.ts';
import { AcquisitionFilterFields } from './AcquisitionFilterFields.tsx';
import { ChangedSinceFilter } from './ChangedSinceFilter.tsx';
import { CommitInput, CommitInputNumber } from './CommitInputs.tsx';
import { FilterFamily } from './FilterFamily.tsx';
import { FilterField } from './FilterField.tsx';
import { FinancialFiltersField } from './FinancialFiltersField.tsx';
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
  const panel = (key: string, label: string, children: React.ReactNode, shown = true) =>
    shown ? [{ key, label, children, forceRender: false }] : [];

  const items = [
    ...panel(
      'location',
      t('FILTERS.PANEL_LOCATION'),
      <Row gutter={[16, 12]}>
        <LocationFilterFields entity="company" value={state} onChange={update} cityCounts={cityCounts} />
        <SectorFilterFields value={state} onChange={update} />
      </Row>,
    ),
    ...panel(
      'financial',
      t('FILTERS.PANEL_FINANCIAL'),
      <FinancialFiltersField
        value={state.financial_filters}
        onChange={(financial_filters) => update({ financial_filters })}
      />,
      flags?.companyFinancials ?? true,
    ),
    ...panel(
      'additional',
      t('FILTERS.PANEL_ADDITIONAL'),
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
      </Row>,
    ),
    ...panel(
      'nielsen',
      t('FILTERS.PANEL_NIELSEN'),
      <FilterFamily
        items={state.nielsen_filters}
        describe={describeNielsenFilter}
        onChange={(nielsen_filters) => update({ nielsen_filters })}
        testId="filter-nielsen"
      >
        {(add) => <NielsenFilterForm onAdd={add} />}
      </FilterFamily>,
      flags?.companyInvestments ?? true,
    ),
    ...panel(
      'jobOffers',
      t('FILTERS.PANEL_JOB_OFFERS'),
      <FilterFamily
        items={state.job_offer_filters}
        describe={describeJobOfferFilter}
        onChange={(job_offer_filters) => update({ job_offer_filters })}
        testId="filter-job-offers"
      >
        {(add) => <JobOfferFilterForm onAdd={add} />}
      </FilterFamily>,
      flags?.jobOffers ?? false,
    ),
    ...panel(
      'acquisitions',
      t('FILTERS.PANEL_ACQUISITIONS'),
      <AcquisitionFilterFields value={state} onChange={update} />,
    ),
    ...panel(
      'investmentRounds',
      t('FILTERS.PANEL_INVESTMENT_ROUNDS'),
      <FilterFamily
        items={state.investment_round_filters}
        describe={(f) => describeInvestmentRoundFilter(t, f)}
        onChange={(investment_round_filters) => update({ investment_round_filters })}
        testId="filter-rounds"
      >
        {(add) => <InvestmentRoundFilterForm onAdd={add} />}
      </FilterFamily>,
      flags?.investmentRounds ?? false,
    ),
    ...panel(
      'collectiveAgreements',
      t('FILTERS.PANEL_COLLECTIVE_AGREEMENTS'),
      <FlatSelect
        entity="collective_agreement"
        valueField="id"
        value={state.collectiveAgreements}
        onChange={(collectiveAgreements) => update({ collectiveAgreements })}
        placeholder={t('FILTERS.COLLECTIVE_AGREEMENTS')}
      />,
      flags?.collectiveAgreements ?? false,
    ),
  ];
  return <Collapse items={items} defaultActiveKey={['location']} data-testid="other-filters" />;
}
