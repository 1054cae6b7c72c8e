import { InputNumber } from 'antd';
import { useTranslation } from '../../../../i18n/useTranslation.ts';

export interface MinMaxInputsProps {
  min: number | null;
  max: number | null;
  onMinChange: (min: number | null) => void;
  onMaxChange: (max: number | null) => void;
  /** Each input's width in pixels. */
  width: number;
}

/** A filter form's "Min" and "Max" amounts, neither below zero. */
export function MinMaxInputs({ min, max, onMinChange, onMaxChange, width }: MinMaxInputsProps) {
  const { t } = useTranslation();
  const inputs = [
    ['FILTERS.MIN', min, onMinChange],
    ['FILTERS.MAX', max, onMaxChange],
  ] as const;
  return inputs.map(([labelKey, value, onChange]) => (
    <InputNumber
      key={labelKey}
      placeholder={t(labelKey)}
      aria-label={t(labelKey)}
      min={0}
      value={value}
      onChange={onChange}
      style={{ width }}
    />
  ));
}
