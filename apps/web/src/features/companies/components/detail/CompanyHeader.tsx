import type { CompanyDetail } from '@adatlas/domain/companies';
import { EnvironmentOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation.ts';
import { CompanyAvatar } from '../../../../shared/ui/CompanyAvatar.tsx';
import { WebsiteLink } from '../../../../shared/ui/WebsiteLink.tsx';
import { helpdeskMailto } from '../../../../shared/utils/helpdeskMailto.ts';

export interface CompanyHeaderProps {
  company: CompanyDetail;
  helpdeskEmail: string | null;
  /** Slots of the user-data features: the follow button, the tag chips. */
  actions?: ReactNode;
  tags?: ReactNode;
}

export function CompanyHeader({ company, helpdeskEmail, actions, tags }: CompanyHeaderProps) {
  const { t } = useTranslation();
  return (
    <Card style={{ marginBottom: 16 }} styles={{ body: { padding: '20px 24px' } }}>
      <Flex gap={20} align="center" wrap>
        <CompanyAvatar name={company.name} logo={company.logo} size={72} />
        <div style={{ flex: 1, minWidth: 240 }}>
          <Flex gap={8} align="center" wrap>
            <Typography.Title level={2} style={{ margin: 0 }} data-testid="company-name">
              {company.name}
            </Typography.Title>
            <Tag color="blue">{t(`PAGES.COMPANY.TYPE.${company.type}`)}</Tag>
            {company.active ? null : <Tag color="default">{t('PAGES.COMPANY.INACTIVE')}</Tag>}
          </Flex>
          <Flex gap={20} wrap style={{ marginTop: 6 }}>
            {company.mainCategory ? (
              <Typography.Text type="secondary">{company.mainCategory.key}</Typography.Text>
            ) : null}
            {company.address.city ? (
              <Typography.Text type="secondary">
                <EnvironmentOutlined /> {company.address.city}
              </Typography.Text>
            ) : null}
            <WebsiteLink address={company.website} />
          </Flex>
          {tags ? <div style={{ marginTop: 8 }}>{tags}</div> : null}
        </div>
        {actions}
        {helpdeskEmail ? (
          <Button
            icon={<QuestionCircleOutlined />}
            href={helpdeskMailto(helpdeskEmail, company.name)}
            data-testid="company-help"
          >
            {t('PAGES.COMPANY.HELP')}
          </Button>
        ) : null}
      </Flex>
    </Card>
  );
}
