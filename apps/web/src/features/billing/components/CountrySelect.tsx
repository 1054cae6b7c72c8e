import { Select, type SelectProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { countryOptions } from '../utils/countries.ts';

export type CountrySelectProps = Omit<SelectProps<string>, 'options'>;

/** ISO country codes with names in the interface language; searchable by name or code. */
export function CountrySelect(props: CountrySelectProps) {
  const { i18n } = useTranslation();
  const options = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  return (
    <Select<string>
      showSearch={{ optionFilterProp: 'label' }}
      options={options}
      style={{ width: '100%' }}
      {...props}
    />
  );
}
