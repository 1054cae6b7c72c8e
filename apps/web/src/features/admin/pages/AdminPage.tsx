import { Spin, Tabs, Typography } from 'antd';
import { Suspense } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { AdLibrariesPanel } from '../../ad-library/index.ts';
import { AdvertiserMatchingTab } from '../../ad-library-matching/index.ts';
import { CustomersPanel } from '../../admin-customers/index.ts';
import { ImportWizard } from '../../admin-import/index.ts';
import { PlansPanel } from '../../admin-plans/index.ts';
import { RecordsPanel } from '../../admin-records/index.ts';
import { FlatListsPanel, ReferenceListsPanel } from '../../admin-reference-lists/index.ts';
import { TenantsPanel } from '../../admin-tenants/index.ts';
import { AuditLogPanel } from '../../audit/index.ts';
import { FeedsPanel } from '../../feeds/index.ts';
import { InferredRelationsTab } from '../../inferred-relations/index.ts';
import { LoginThrottlesPanel } from '../../login-throttles/index.ts';
import { SsoProvidersPanel } from '../../sso/index.ts';
import './AdminPage.css';

const SECTIONS = [
  'customers',
  'tenants',
  'plans',
  'reference',
  'lists',
  'feeds',
  'records',
  'import',
  'adlibraries',
  'advertisers',
  'inferred',
  'throttles',
  'sso',
  'audit',
] as const;
type Section = (typeof SECTIONS)[number];
/** The audit trail holds before / after rows of every change: the API shows it to super admins only. */
const SUPER_ADMIN_SECTIONS: readonly Section[] = ['audit'];

const PANELS: Record<Section, () => React.ReactNode> = {
  customers: () => <CustomersPanel />,
  tenants: () => <TenantsPanel />,
  plans: () => <PlansPanel />,
  reference: () => <ReferenceListsPanel />,
  lists: () => <FlatListsPanel />,
  feeds: () => <FeedsPanel />,
  records: () => <RecordsPanel />,
  import: () => <ImportWizard />,
  adlibraries: () => (
    <Suspense fallback={<Spin />}>
      <AdLibrariesPanel />
    </Suspense>
  ),
  advertisers: () => <AdvertiserMatchingTab />,
  inferred: () => <InferredRelationsTab />,
  throttles: () => <LoginThrottlesPanel />,
  sso: () => <SsoProvidersPanel />,
  audit: () => <AuditLogPanel />,
};

/** The back office: one tab per area, the tab in the URL (/admin/customers, /admin/records, …). */
export function AdminPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { session } = useSession();
  const isSuperAdmin = session?.user.group === 'SUPER-ADMIN';
  // Another admin never sees the super admins' tabs, nor reaches them by their address.
  const sections = SECTIONS.filter((key) => isSuperAdmin || !SUPER_ADMIN_SECTIONS.includes(key));
  const requested = useParams()['*']?.split('/')[0];
  const section: Section = sections.includes(requested as Section) ? (requested as Section) : 'customers';
  return (
    <div data-testid="admin-page">
      <Typography.Title level={2}>{t('ADMIN.TITLE')}</Typography.Title>
      <Tabs
        className="admin-tabs"
        activeKey={section}
        onChange={(key) => void navigate(`/admin/${key}`)}
        destroyOnHidden
        items={sections.map((key) => ({
          key,
          label: t(`ADMIN.SECTION.${key.toUpperCase()}`),
          children: PANELS[key](),
        }))}
      />
    </div>
  );
}
