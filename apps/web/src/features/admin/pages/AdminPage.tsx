import { Spin, Tabs, Typography } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useSession } from '../../../shared/session/useSession.ts';
import { AdLibrariesPanel } from '../../ad-library/index.ts';
import { SsoProvidersPanel } from '../../sso/index.ts';
import { AuditLogPanel } from '../components/AuditLogPanel.tsx';
import { AdvertiserMatchingTab } from '../components/advertiser-matching/AdvertiserMatchingTab.tsx';
import { CustomersPanel } from '../components/CustomersPanel.tsx';
import { FeedsPanel } from '../components/FeedsPanel.tsx';
import { FlatListsPanel } from '../components/FlatListsPanel.tsx';
import { ImportWizard } from '../components/ImportWizard.tsx';
import { InferredRelationsTab } from '../components/inferred-relations/InferredRelationsTab.tsx';
import { LoginThrottlesPanel } from '../components/LoginThrottlesPanel.tsx';
import { PlansPanel } from '../components/PlansPanel.tsx';
import { RecordsPanel } from '../components/RecordsPanel.tsx';
import { ReferenceListsPanel } from '../components/ReferenceListsPanel.tsx';
import { TenantsPanel } from '../components/TenantsPanel.tsx';
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
