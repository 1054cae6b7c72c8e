import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useFilterControlLabel } from '../../hooks/useFilterControlLabel.ts';

export interface YearPickerProps {
  value: number | undefined;
  onChange: (year: number | undefined) => void;
  testId?: string;
}

export function YearPicker({ value, onChange, testId }: YearPickerProps) {
  const label = useFilterControlLabel();
  return (
    <DatePicker
      picker="year"
      value={value ? dayjs(`${value}-01-01`) : null}
      onChange={(next) => onChange(next ? next.year() : undefined)}
      style={{ width: '100%' }}
      data-testid={testId}
      {...label}
    />
  );
}
