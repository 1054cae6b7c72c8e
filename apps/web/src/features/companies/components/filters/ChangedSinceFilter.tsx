import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useFilterControlLabel } from '../../hooks/useFilterControlLabel.ts';

export interface ChangedSinceFilterProps {
  value: string | undefined;
  /** The day goes out as YYYY-MM-DD; clearing removes the filter. */
  onChange: (value: string | undefined) => void;
}

/** "Changed since": companies whose data changed on or after the day (record history). */
export function ChangedSinceFilter({ value, onChange }: ChangedSinceFilterProps) {
  const label = useFilterControlLabel();
  return (
    <DatePicker
      format="DD/MM/YYYY"
      value={value ? dayjs(value) : null}
      onChange={(day) => onChange(day ? day.format('YYYY-MM-DD') : undefined)}
      style={{ width: '100%' }}
      data-testid="filter-changed-since"
      {...label}
    />
  );
}
