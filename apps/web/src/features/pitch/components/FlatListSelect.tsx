import type { FLAT_ENTITIES } from '@adatlas/domain/reference-lists';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { referenceListQueries } from '../../../shared/api/referenceLists.queries.ts';
import { useSession } from '../../../shared/session/useSession.ts';

export interface FlatListSelectProps {
  entity: (typeof FLAT_ENTITIES)[number];
  /** Ids for id-based filters, keys for key-based ones (pitch scope). */
  valueField: 'id' | 'key';
  /** Optional so that a Form.Item can drive it. */
  value?: readonly (number | string)[];
  onChange?: (value: (number | string)[]) => void;
  placeholder?: string;
  id?: string;
}

/** A multi-select over one of the reference lists. */
export function FlatListSelect({
  entity,
  valueField,
  value,
  onChange,
  placeholder,
  id,
}: FlatListSelectProps) {
  const tenant = useSession().session?.tenant ?? '';
  const items = useQuery(referenceListQueries.flat(tenant, entity));
  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      maxTagCount="responsive"
      loading={items.isLoading}
      placeholder={placeholder}
      value={value ? [...value] : []}
      onChange={onChange}
      showSearch={{ optionFilterProp: 'label' }}
      options={(items.data ?? []).map((item) => ({ value: item[valueField], label: item.label }))}
      style={{ width: '100%' }}
    />
  );
}
