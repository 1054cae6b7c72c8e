import type { Tenant, TenantId } from '@adatlas/domain/tenants';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { Licence } from '../../../shared/session/session.types.ts';
import { hasLiveLicence } from '../../../shared/session/switchTenant.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { tenantQueries } from '../api/tenant.queries.ts';
import { TenantFlag } from './TenantFlag.tsx';

export interface TenantPickerProps {
  value?: TenantId;
  onChange?: (tenant: TenantId) => void;
  /** Only countries offering a free trial (registration). */
  freeTrialOnly?: boolean;
  /** Options without a live entry in this licence are disabled (spec §2). */
  licence?: Licence | null;
  id?: string;
}

/** Country dropdown with flags; hidden countries only for admins. */
export function TenantPicker({ value, onChange, freeTrialOnly = false, licence, id }: TenantPickerProps) {
  const { t } = useTranslation();
  const { session, viewer } = useSession();
  const tenants = useQuery(tenantQueries.list(session?.user.id ?? null));
  const now = new Date();
  const visible = (tenants.data ?? []).filter(
    (tenant: Tenant) => (!tenant.hidden || viewer.isAdmin) && (!freeTrialOnly || tenant.freeTrialEnabled),
  );
  return (
    <Select<TenantId>
      id={id}
      style={{ width: '100%' }}
      value={value}
      onChange={onChange}
      loading={tenants.isPending}
      status={tenants.isError ? 'error' : undefined}
      placeholder={tenants.isError ? t('TENANT.LOAD_FAILED') : t('TENANT.PICKER_PLACEHOLDER')}
      data-testid="tenant-picker"
      options={visible.map((tenant) => {
        const disabled =
          Boolean(licence) && !viewer.isAdmin && !hasLiveLicence(licence as Licence, tenant.id, now);
        return {
          value: tenant.id,
          disabled,
          label: (
            <span>
              <span style={{ marginInlineEnd: 8 }}>
                <TenantFlag tenant={tenant.id} />
              </span>
              {t(`TENANT.${tenant.id}`)}
              {disabled ? ` (${t('TENANT.NO_LICENCE')})` : ''}
            </span>
          ),
        };
      })}
    />
  );
}
