import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { pitchScoreQueries } from '../api/pitchScores.queries.ts';

export interface RegionSelectProps {
  value?: string[];
  onChange?: (value: string[]) => void;
  placeholder?: string;
  /** Given by the Form.Item, so that its label names the field. */
  id?: string;
}

/** Company regions, suggested by the API as the user types. */
export function RegionSelect({ value, onChange, placeholder, id }: RegionSelectProps) {
  const [text, setText] = useState('');
  const regions = useQuery(pitchScoreQueries.regions(text));
  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      showSearch={{ onSearch: setText, filterOption: false }}
      maxTagCount="responsive"
      loading={regions.isFetching}
      placeholder={placeholder}
      value={value ?? []}
      onChange={onChange}
      onBlur={() => setText('')}
      options={(regions.data ?? []).map((region) => ({ value: region, label: region }))}
      style={{ width: '100%' }}
    />
  );
}
