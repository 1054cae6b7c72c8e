import { Checkbox, Col } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { FilterBar } from '../../../shared/ui/filters/FilterBar.tsx';
import { useCommentsEnabled } from '../../comments/index.ts';
import { useCompanyFacets } from '../hooks/useCompanyFacets.ts';
import { type CompanySearchState, countActiveFilters } from '../hooks/useCompanySearchState.ts';
import { CompanyNameAutocomplete } from './filters/CompanyNameAutocomplete.tsx';
import { OtherFilters } from './filters/OtherFilters.tsx';
import { TreeFilterSelect } from './filters/TreeFilterSelect.tsx';

export interface CompanyFilterBarProps {
  state: CompanySearchState;
  update: (patch: Partial<CompanySearchState>) => void;
  onReset: () => void;
}

const OTHER_FILTER_NAMES = [
  'city',
  'province',
  'region',
  'sector',
  'other_categories',
  'ateco_code',
  'financial_filters',
  'creation_year',
  'nation_orig',
  'store_number_from',
  'store_number_to',
  'income_range',
  'employer_range',
  'international_invest',
  'medium_planning',
  'nielsen_filters',
  'job_offer_filters',
  'acquisition_after',
  'acquisition_before',
  'acquisition_role',
  'investment_round_filters',
  'collectiveAgreements',
  'changed_since',
] as const satisfies readonly (keyof CompanySearchState)[];

/** Name, main category and comments on one line; every other family behind "Other filters". */
export function CompanyFilterBar({ state, update, onReset }: CompanyFilterBarProps) {
  const { t } = useTranslation();
  const commentsEnabled = useCommentsEnabled();
  const activeOther = countActiveFilters(state, OTHER_FILTER_NAMES);
  const [expanded, setExpanded] = useState(activeOther > 0);
  // The city is counted only while its panel can show it.
  const facets = useCompanyFacets(state, expanded ? ['main_category', 'city'] : ['main_category']);
  return (
    <FilterBar
      gutter={[12, 12]}
      align="middle"
      actionsColumn={{ xs: 24, md: 7 }}
      checks={
        commentsEnabled ? (
          <Checkbox
            checked={state.only_with_comments ?? false}
            onChange={(event) => update({ only_with_comments: event.target.checked || undefined })}
            data-testid="filter-only-with-comments"
          >
            {t('FILTERS.ONLY_WITH_COMMENTS')}
          </Checkbox>
        ) : null
      }
      activeOther={activeOther}
      expanded={expanded}
      onToggle={() => setExpanded(!expanded)}
      onReset={onReset}
      other={<OtherFilters state={state} update={update} cityCounts={facets.city} />}
    >
      <Col xs={24} md={9}>
        <CompanyNameAutocomplete value={state.key} onChange={(key) => update({ key })} />
      </Col>
      <Col xs={24} md={8}>
        <TreeFilterSelect
          entity="Category"
          value={state.main_category}
          onChange={(main_category) => update({ main_category })}
          placeholder={t('FILTERS.MAIN_CATEGORY')}
          testId="filter-main-category"
          counts={facets.main_category}
        />
      </Col>
    </FilterBar>
  );
}
