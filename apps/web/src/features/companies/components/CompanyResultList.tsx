import type { CompanyListItem } from '@adatlas/domain/companies';
import { COMPANY_LIST_COLUMNS, type CompanyListColumn } from '@adatlas/domain/list-preferences';
import { hasScope } from '@adatlas/domain/scopes';
import { EnvironmentOutlined, TeamOutlined } from '@ant-design/icons';
import { Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { KEYBOARD_ROW_BACKGROUND, type KeyboardList } from '../../../shared/commands/pageList.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { CompanyAvatar } from '../../../shared/ui/CompanyAvatar.tsx';
import { WebsiteLink } from '../../../shared/ui/WebsiteLink.tsx';
import { FreshnessMark } from '../../record-history/index.ts';

export interface CompanyResultListProps {
  companies: readonly CompanyListItem[];
  /** Slots of the user-data features: a tag-mode checkbox before the row, tag chips under the name. */
  leading?: (companyId: number) => ReactNode;
  below?: (companyId: number) => ReactNode;
  /** The rows `j` / `k` move in and `o` opens. */
  keyboard?: KeyboardList;
  /** The optional fields the user chose to see (#39); every field by default. */
  columns?: ReadonlySet<CompanyListColumn>;
}

const ALL_COLUMNS: ReadonlySet<CompanyListColumn> = new Set(COMPANY_LIST_COLUMNS);

/** One row per company; the name links to the detail page only with the company scope (spec §2). */
export function CompanyResultList({
  companies,
  leading,
  below,
  keyboard,
  columns = ALL_COLUMNS,
}: CompanyResultListProps) {
  const { t } = useTranslation();
  const { viewer } = useSession();
  const canOpen = hasScope(viewer.scopes, 'company');
  return (
    <div data-testid="company-list">
      {companies.map((company) => (
        <Flex
          key={company.id}
          gap={16}
          align="center"
          {...keyboard?.rowProps(company.id)}
          style={{
            padding: '14px 4px',
            borderBottom: '1px solid #f0f0f0',
            background: keyboard?.focusedId === company.id ? KEYBOARD_ROW_BACKGROUND : undefined,
          }}
          data-testid="company-row"
        >
          {leading?.(company.id)}
          <CompanyAvatar name={company.name} logo={company.logo} />
          <div style={{ flex: 1, minWidth: 0 }}>
            <Flex gap={8} align="center" wrap>
              {canOpen ? (
                <Link to={`/companies/${company.id}`} style={{ fontWeight: 600, fontSize: 15 }}>
                  {company.name}
                </Link>
              ) : (
                <Typography.Text strong style={{ fontSize: 15 }}>
                  {company.name}
                </Typography.Text>
              )}
              {columns.has('type') ? <Tag>{t(`PAGES.COMPANY.TYPE.${company.type}`)}</Tag> : null}
              {columns.has('freshness') ? <FreshnessMark updatedAt={company.updatedAt} /> : null}
            </Flex>
            <Flex gap={16} wrap style={{ marginTop: 2 }}>
              {columns.has('mainCategory') && company.mainCategory ? (
                <Typography.Text type="secondary" data-testid="company-main-category">
                  {company.mainCategory.key}
                </Typography.Text>
              ) : null}
              {columns.has('city') && company.city ? (
                <Typography.Text type="secondary" data-testid="company-city">
                  <EnvironmentOutlined /> {[company.city, company.province].filter(Boolean).join(', ')}
                </Typography.Text>
              ) : null}
              {columns.has('website') ? <WebsiteLink address={company.website} secondary /> : null}
            </Flex>
            {below?.(company.id)}
          </div>
          {columns.has('contactsCount') ? (
            <Typography.Text
              type="secondary"
              style={{ whiteSpace: 'nowrap' }}
              title={t('PAGES.COMPANIES.CONTACTS_COUNT')}
            >
              <TeamOutlined /> {company.numberOfContacts}
            </Typography.Text>
          ) : null}
        </Flex>
      ))}
    </div>
  );
}
