import { formatDate } from '@adatlas/domain/formatting';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, List, Modal, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { CompanyAvatar } from '../../../shared/ui/CompanyAvatar.tsx';
import { ExternalLinks } from '../../../shared/ui/ExternalLinks.tsx';
import { InferredRelationBadge } from '../../../shared/ui/InferredRelationBadge.tsx';
import { QueryState } from '../../../shared/ui/QueryState.tsx';
import { ScopedLink } from '../../../shared/ui/ScopedLink.tsx';
import { WebsiteLink } from '../../../shared/ui/WebsiteLink.tsx';
import { CreaGrid } from '../../creativity/index.ts';
import { brandQueries } from '../api/brands.queries.ts';

export interface BrandModalProps {
  brandId: number | null;
  onClose: () => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card size="small" title={title} style={{ marginTop: 12 }}>
      {children}
    </Card>
  );
}

/** A brand: who owns it, the agencies working on it (with their categories), creative works, pitches, contacts. */
export function BrandModal({ brandId, onClose }: BrandModalProps) {
  const { t } = useTranslation();
  const query = useQuery({ ...brandQueries.detail(brandId ?? 0), enabled: brandId !== null });
  const brand = query.data;
  const companyLink = (company: { id: number; name: string }) => (
    <ScopedLink scope="company" to={`/companies/${company.id}`} onClick={onClose}>
      {company.name}
    </ScopedLink>
  );
  return (
    <Modal open={brandId !== null} onCancel={onClose} footer={null} width={900} destroyOnHidden title={null}>
      <div data-testid="brand-modal">
        <QueryState isPending={query.isPending} error={query.error} isEmpty={!brand}>
          {brand ? (
            <>
              <Flex gap={16} align="center" style={{ marginBottom: 8 }}>
                <CompanyAvatar name={brand.name} logo={brand.logo} size={64} />
                <div>
                  <Typography.Title level={3} style={{ margin: 0 }}>
                    {brand.name}
                  </Typography.Title>
                  <Flex gap={16} wrap>
                    {brand.company ? (
                      <Typography.Text type="secondary">{companyLink(brand.company)}</Typography.Text>
                    ) : null}
                    <WebsiteLink address={brand.website} />
                  </Flex>
                </div>
              </Flex>
              <Flex gap={4} wrap style={{ marginBottom: 8 }}>
                {brand.sectors.map((sector) => (
                  <Tag key={sector.id} color="blue">
                    {sector.key}
                  </Tag>
                ))}
              </Flex>
              <ExternalLinks links={brand.externalLinks} bordered={false} />
              <Section title={t('BRAND.AGENCIES')}>
                <List
                  size="small"
                  dataSource={brand.agencies}
                  locale={{ emptyText: t('COMMON.NO_DATA') }}
                  renderItem={(agency) => (
                    <List.Item data-testid="brand-agency">
                      <Flex justify="space-between" align="center" style={{ width: '100%' }} gap={8} wrap>
                        {companyLink(agency)}
                        <Flex gap={4} wrap>
                          {agency.categories.map((category) => (
                            <Tag key={category.categoryId} color="purple">
                              {category.categoryName}
                            </Tag>
                          ))}
                          {agency.inferred ? <InferredRelationBadge evidence={agency.inferred} /> : null}
                        </Flex>
                      </Flex>
                    </List.Item>
                  )}
                />
              </Section>
              {brand.creas.length > 0 ? (
                <Section title={t('BRAND.CREATIVE_WORKS')}>
                  <CreaGrid creas={brand.creas} span={8} />
                </Section>
              ) : null}
              {brand.pitches.length > 0 ? (
                <Section title={t('BRAND.PITCHES')}>
                  <List
                    size="small"
                    dataSource={brand.pitches}
                    renderItem={(pitch) => (
                      <List.Item extra={formatDate(pitch.startDate)}>
                        <List.Item.Meta
                          title={pitch.title}
                          description={
                            pitch.winnerCompany ? t('BRAND.WON_BY', { name: pitch.winnerCompany.name }) : null
                          }
                        />
                      </List.Item>
                    )}
                  />
                </Section>
              ) : null}
              {brand.contacts.length > 0 ? (
                <Section title={t('BRAND.CONTACTS')}>
                  <List
                    size="small"
                    dataSource={brand.contacts}
                    renderItem={(contact) => (
                      <List.Item>
                        <ScopedLink scope="contact" to={`/contacts/${contact.id}`} onClick={onClose}>
                          {contact.name} {contact.surname}
                        </ScopedLink>
                        <Typography.Text type="secondary">{contact.title}</Typography.Text>
                      </List.Item>
                    )}
                  />
                </Section>
              ) : null}
            </>
          ) : null}
        </QueryState>
      </div>
    </Modal>
  );
}
