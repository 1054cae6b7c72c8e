import type { CompanyDetail } from '@adatlas/domain/companies';
import { LinkOutlined } from '@ant-design/icons';
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from '../../i18n/useTranslation.ts';

export interface ExternalLinksProps {
  links: CompanyDetail['externalLinks'];
  bordered?: boolean;
}

/** Stored link labels with a translated or brand-cased name; others are shown capitalised. */
const LINK_LABEL_KEYS: Record<string, string> = {
  website: 'CONTACT.FIELDS.WEBSITE',
  linkedin: 'PAGES.COMPANY.SOCIAL.NETWORK.LINKEDIN',
  facebook: 'PAGES.COMPANY.SOCIAL.NETWORK.FACEBOOK',
  instagram: 'PAGES.COMPANY.SOCIAL.NETWORK.INSTAGRAM',
  youtube: 'PAGES.COMPANY.SOCIAL.NETWORK.YOUTUBE',
  tiktok: 'PAGES.COMPANY.SOCIAL.NETWORK.TIKTOK',
};

export function ExternalLinks({ links, bordered = true }: ExternalLinksProps) {
  const { t } = useTranslation();
  const usable = links.filter((link) => !link.disabled);
  const linkLabel = (label: string) => {
    const key = LINK_LABEL_KEYS[label.trim().toLowerCase()];
    return key ? t(key) : label.charAt(0).toUpperCase() + label.slice(1);
  };
  if (usable.length === 0) return null;
  const body = (
    <Flex vertical gap={4}>
      {usable.map((link) => (
        <Typography.Link key={link.id} href={link.link} target="_blank" rel="noreferrer">
          <LinkOutlined /> {linkLabel(link.label)}
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
