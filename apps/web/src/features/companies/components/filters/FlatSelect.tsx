import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Select } from 'antd';
import { useTranslation } from '../../../../i18n/useTranslation.ts';
import { type FlatEntity, referenceListQueries } from '../../../../shared/api/referenceLists.queries.ts';
import { useSession } from '../../../../shared/session/useSession.ts';
import { useFilterControlLabel } from '../../hooks/useFilterControlLabel.ts';
import type { FacetCounts } from '../../utils/facetCounts.ts';
import { FacetLabel } from './FacetLabel.tsx';

export interface FlatSelectProps<Value extends string | number> {
  entity: FlatEntity;
  /** Which property of a list item the filter sends: its key (texts) or its id (ids). */
  valueField: 'key' | 'id';
  value: Value[] | undefined;
  onChange: (value: Value[] | undefined) => void;
  placeholder: string;
  withSelectAll?: boolean;
  /** Offer only the items with these ids (and what is chosen already): a subset the list is confined to. */
  within?: ReadonlySet<number>;
  testId?: string;
  /** How many records each value finds, shown beside it once loaded. */
  counts?: FacetCounts;
}

/** Multi-select over a flat reference list, labels in the tenant's language. */
export function FlatSelect<Value extends string | number>({
  entity,
  valueField,
  value,
  onChange,
  placeholder,
  withSelectAll = false,
  within,
  testId,
  counts,
}: FlatSelectProps<Value>) {
  const { t } = useTranslation();
  const { session } = useSession();
  const label = useFilterControlLabel(placeholder);
  const list = useQuery(referenceListQueries.flat(session?.tenant ?? '', entity));
  const offered = (list.data ?? []).filter(
    (item) => !within || within.has(item.id) || (value ?? []).includes(item[valueField] as Value),
  );
  const options = offered.map((item) => ({ value: item[valueField] as Value, label: item.label }));
  const set = (next: Value[]) => onChange(next.length > 0 ? next : undefined);
  return (
    <Flex vertical gap={4}>
      <Select
        mode="multiple"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        value={value ?? []}
        onChange={set}
        placeholder={placeholder}
        loading={list.isPending}
        options={options}
        optionRender={(option) => (
          <FacetLabel label={String(option.label)} value={option.value as Value} counts={counts} />
        )}
        notFoundContent={t('COMMON.NO_DATA')}
        style={{ width: '100%' }}
        data-testid={testId}
        {...label}
      />
      {withSelectAll ? (
        <Flex gap={8}>
          <Button size="small" type="link" onClick={() => set(options.map((option) => option.value))}>
            {t('FILTERS.SELECT_ALL')}
          </Button>
          <Button size="small" type="link" onClick={() => set([])}>
            {t('FILTERS.DESELECT_ALL')}
          </Button>
        </Flex>
      ) : null}
    </Flex>
  );
}
