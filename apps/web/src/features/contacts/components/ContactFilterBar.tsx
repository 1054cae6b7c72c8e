import { Button, Card, Checkbox, Col, DatePicker, Flex, Row } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CommitInput } from '../../companies/components/filters/CommitInputs.tsx';
import { FilterField } from '../../companies/components/filters/FilterField.tsx';
import { FlatSelect } from '../../companies/components/filters/FlatSelect.tsx';
import { LookupSelect } from '../../companies/components/filters/LookupSelect.tsx';
import { TreeFilterSelect } from '../../companies/components/filters/TreeFilterSelect.tsx';
import type { ContactSearchState } from '../hooks/useContactSearchState.ts';

export interface ContactFilterBarProps {
  state: ContactSearchState;
  update: (patch: Partial<ContactSearchState>) => void;
  onReset: () => void;
}

/** The contact call's own filters and the company filters it accepts (spec data §7). */
export function ContactFilterBar({ state, update, onReset }: ContactFilterBarProps) {
  const { t } = useTranslation();
  const company = state.company_filters ?? {};
  const updateCompany = (patch: Partial<typeof company>) => {
    const next = Object.fromEntries(
      Object.entries({ ...company, ...patch }).filter(([, v]) => v !== undefined),
    );
    update({ company_filters: Object.keys(next).length > 0 ? next : undefined });
  };
  return (
    <Card styles={{ body: { padding: 16 } }} style={{ marginBottom: 16 }}>
      <Row gutter={[16, 12]}>
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
            testId="filter-function"
          />
        </FilterField>
        <FilterField label={t('FILTERS.CITY')} span={6}>
          <LookupSelect
            field="city"
            value={state.city}
            onChange={(city) => update({ city })}
            placeholder={t('FILTERS.CITY')}
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
        <FilterField label={t('FILTERS.SECTOR')} span={6}>
          <TreeFilterSelect
            entity="Sector"
            value={company.sector}
            onChange={(sector) => updateCompany({ sector })}
            placeholder={t('FILTERS.SECTOR')}
          />
        </FilterField>
        <FilterField label={t('FILTERS.MODIFIED_BETWEEN')} span={6}>
          <DatePicker.RangePicker
            format="DD/MM/YYYY"
            allowEmpty={[true, true]}
            value={[
              state.modifiedContactAfter ? dayjs(state.modifiedContactAfter) : null,
              state.modifiedContactBefore ? dayjs(state.modifiedContactBefore) : null,
            ]}
            onChange={(range) =>
              update({
                modifiedContactAfter: range?.[0]?.format('YYYY-MM-DD'),
                modifiedContactBefore: range?.[1]?.format('YYYY-MM-DD'),
              })
            }
            style={{ width: '100%' }}
          />
        </FilterField>
        <Col span={24}>
          <Flex justify="space-between" align="center" wrap gap={8}>
            <Flex gap={16} wrap>
              <Checkbox
                checked={state.emailExists ?? false}
                onChange={(e) => update({ emailExists: e.target.checked || undefined })}
              >
                {t('FILTERS.WITH_EMAIL')}
              </Checkbox>
              <Checkbox
                checked={state.nominationExists ?? false}
                onChange={(e) => update({ nominationExists: e.target.checked || undefined })}
              >
                {t('FILTERS.WITH_NOMINATION')}
              </Checkbox>
              <Checkbox
                checked={state.commentsExists ?? false}
                onChange={(e) => update({ commentsExists: e.target.checked || undefined })}
              >
                {t('FILTERS.ONLY_WITH_COMMENTS')}
              </Checkbox>
            </Flex>
            <Button type="link" onClick={onReset} data-testid="reset-filters">
              {t('FILTERS.RESET')}
            </Button>
          </Flex>
        </Col>
      </Row>
    </Card>
  );
}
