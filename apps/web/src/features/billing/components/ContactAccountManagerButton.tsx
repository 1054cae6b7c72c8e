import { Button, type ButtonProps } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useHelpdeskEmail } from '../../tenants/index.ts';

export type ContactAccountManagerButtonProps = Omit<ButtonProps, 'href' | 'children'>;

/**
 * A contract customer's way to change anything of their licence (plan, countries, credits): an
 * e-mail to the country's helpdesk, which reaches their account manager. Nothing without an address.
 */
export function ContactAccountManagerButton(props: ContactAccountManagerButtonProps) {
  const { t } = useTranslation();
  const helpdeskEmail = useHelpdeskEmail();
  if (!helpdeskEmail) return null;
  return (
    <Button {...props} href={`mailto:${helpdeskEmail}`}>
      {t('PROFILE.SUBSCRIPTION.CONTACT_MANAGER')}
    </Button>
  );
}
