import type { ContactCompanyFilters } from '@adatlas/domain/contacts';
import { Checkbox, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { FilterBar } from '../../../shared/ui/filters/FilterBar.tsx';
import { useCommentsEnabled } from '../../comments/index.ts';
import { CommitInput, FilterField, FlatSelect, TreeFilterSelect } from '../../companies/index.ts';
import { useContactFacets } from '../hooks/useContactFacets.ts';
import { type ContactSearchState, toContactRequest } from '../hooks/useContactSearchState.ts';
import type { HrFunctionFamily } from '../hooks/useHrFunctionFamily.ts';
import { countOtherContactFilters, mergeCompanyFilters } from '../utils/contactFilters.ts';
import { hrFilterPatch, isHrFilterOn } from '../utils/hrContactFilter.ts';
import { ContactOtherFilters } from './ContactOtherFilters.tsx';
import { HrContactsSwitch } from './HrContactsSwitch.tsx';

export interface ContactFilterBarProps {
  state: ContactSearchState;
  update: (patch: Partial<ContactSearchState>) => void;
  onReset: () => void;
  /** The HR edition's function family: its switch shows only then. */
  hr: Pick<HrFunctionFamily, 'familyId' | 'members'> & { isReady?: boolean };
}

/** The common contact filters on top; the rest of the contact call's filters behind "Other filters". */
export function ContactFilterBar({ state, update, onReset, hr }: ContactFilterBarProps) {
  const { t } = useTranslation();
  const commentsEnabled = useCommentsEnabled();
  const { session } = useSession();
  const activeOther = countOtherContactFilters(state);
  const [expanded, setExpanded] = useState(activeOther > 0);
  // Counted on the list's own request; the city only while its panel can show it.
  const facets = useContactFacets(
    toContactRequest(state, session?.flags.contactNomination !== false, hr.familyId),
    expanded ? ['function', 'city'] : ['function'],
    hr.isReady ?? true,
  );
  const company = state.company_filters ?? {};
  const hrFamilyId = hr.familyId;
  // While the list is confined to the HR family, only its functions are offered.
  const functionsWithin = hrFamilyId !== null && isHrFilterOn(state, hrFamilyId) ? hr.members : undefined;
  const updateCompany = (patch: Partial<ContactCompanyFilters>) =>
    update({ company_filters: mergeCompanyFilters(state.company_filters, patch) });
  return (
    <FilterBar
      testId="contact-filter-bar"
      gutter={[16, 12]}
      actionsColumn={{ xs: 24, lg: 18, style: { alignSelf: 'flex-end' } }}
      checks={
        <Flex gap={16} wrap align="center">
          {hrFamilyId === null ? null : (
            <HrContactsSwitch
              checked={isHrFilterOn(state, hrFamilyId)}
              onChange={(isOn) => update(hrFilterPatch(state, isOn, hrFamilyId, hr.members))}
            />
          )}
          <Checkbox
            checked={state.emailExists ?? false}
            onChange={(e) => update({ emailExists: e.target.checked || undefined })}
          >
            {t('FILTERS.WITH_EMAIL')}
          </Checkbox>
          {session?.flags.contactNomination === false ? null : (
            <Checkbox
              checked={state.nominationExists ?? false}
              onChange={(e) => update({ nominationExists: e.target.checked || undefined })}
              data-testid="filter-nomination"
            >
              {t('FILTERS.WITH_NOMINATION')}
            </Checkbox>
          )}
          {commentsEnabled ? (
            <Checkbox
              checked={state.commentsExists ?? false}
              onChange={(e) => update({ commentsExists: e.target.checked || undefined })}
              data-testid="filter-only-with-comments"
            >
              {t('FILTERS.ONLY_WITH_COMMENTS')}
            </Checkbox>
          ) : null}
        </Flex>
      }
      activeOther={activeOther}
      expanded={expanded}
      onToggle={() => setExpanded(!expanded)}
      onReset={onReset}
      other={
        <ContactOtherFilters
          state={state}
          update={update}
          updateCompany={updateCompany}
          functionsWithin={functionsWithin}
          cityCounts={facets.city}
        />
      }
    >
      <FilterField label={t('CONTACT.FIELDS.SURNAME')} span={6}>
        <CommitInput
          value={state.surname ?? state.key}
          onCommit={(surname) => update({ surname, key: undefined })}
          placeholder={t('CONTACT.FIELDS.SURNAME')}
          testId="filter-surname"
        />
      </FilterField>
      <FilterField label={t('CONTACT.FIELDS.TITLE')} span={6}>
        <CommitInput
          value={state.title}
          onCommit={(title) => update({ title })}
          placeholder={t('CONTACT.FIELDS.TITLE')}
        />
      </FilterField>
      <FilterField label={t('FILTERS.FUNCTION')} span={6}>
        <FlatSelect
          entity="function"
          valueField="id"
          value={state.function}
          onChange={(fn) => update({ function: fn })}
          placeholder={t('FILTERS.FUNCTION')}
          within={functionsWithin}
          testId="filter-function"
          counts={facets.function}
        />
      </FilterField>
      <FilterField label={t('FILTERS.COMPANY_NAME')} span={6}>
        <CommitInput
          value={company.name}
          onCommit={(name) => updateCompany({ name })}
          placeholder={t('FILTERS.COMPANY_NAME')}
          testId="filter-company-name"
        />
      </FilterField>
      <FilterField label={t('FILTERS.MAIN_CATEGORY')} span={6}>
        <TreeFilterSelect
          entity="Category"
          value={company.main_category}
          onChange={(main_category) => updateCompany({ main_category })}
          placeholder={t('FILTERS.MAIN_CATEGORY')}
        />
      </FilterField>
    </FilterBar>
  );
}
