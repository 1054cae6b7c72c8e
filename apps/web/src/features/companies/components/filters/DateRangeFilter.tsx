import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useFilterControlLabel } from '../../hooks/useFilterControlLabel.ts';

export interface DateRange {
  after?: string;
  before?: string;
}

export interface DateRangeFilterProps {
  after: string | undefined;
  before: string | undefined;
  /** Either end may stay open; dates go out as YYYY-MM-DD. */
  onChange: (range: DateRange) => void;
  testId?: string;
}

export function DateRangeFilter({ after, before, onChange, testId }: DateRangeFilterProps) {
  // Both ends are named by the field's label (it points at the first), each described by its placeholder.
  const label = useFilterControlLabel();
  return (
    <DatePicker.RangePicker
      format="DD/MM/YYYY"
      allowEmpty={[true, true]}
      value={[after ? dayjs(after) : null, before ? dayjs(before) : null]}
      onChange={(range) =>
        onChange({ after: range?.[0]?.format('YYYY-MM-DD'), before: range?.[1]?.format('YYYY-MM-DD') })
      }
      style={{ width: '100%' }}
      data-testid={testId}
      {...label}
    />
  );
}
