import { Switch, Tooltip } from 'antd';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';

export interface HrContactsSwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** The HR edition's default filter, shown so it can be seen and switched off (spec access §6). */
export function HrContactsSwitch({ checked, onChange }: HrContactsSwitchProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Tooltip title={t('FILTERS.HR_CONTACTS_ONLY_HINT')}>
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
        <Switch id={id} size="small" checked={checked} onChange={onChange} data-testid="hr-contacts-switch" />
        <label htmlFor={id} style={{ cursor: 'pointer' }}>
          {t('FILTERS.HR_CONTACTS_ONLY')}
        </label>
      </span>
    </Tooltip>
  );
}
