import type { CompanyDetail } from '@adatlas/domain/companies';
import { LinkOutlined } from '@ant-design/icons';
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export interface ExternalLinksProps {
  links: CompanyDetail['externalLinks'];
  bordered?: boolean;
}

export function ExternalLinks({ links, bordered = true }: ExternalLinksProps) {
  const { t } = useTranslation();
  const usable = links.filter((link) => !link.disabled);
  if (usable.length === 0) return null;
  const body = (
    <Flex vertical gap={4}>
      {usable.map((link) => (
        <Typography.Link key={link.id} href={link.link} target="_blank" rel="noreferrer">
          <LinkOutlined /> {link.label.charAt(0).toUpperCase() + link.label.slice(1)}
        </Typography.Link>
      ))}
    </Flex>
  );
  return bordered ? (
    <Card title={t('PAGES.COMPANY.EXTERNAL_LINKS')} size="small">
      {body}
    </Card>
  ) : (
    body
  );
}
