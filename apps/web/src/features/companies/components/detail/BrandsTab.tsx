import type { CompanyBrand } from '@adatlas/domain/companies';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Flex, Row, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../search/components/QueryState.tsx';
import { companyQueries } from '../../api/companies.queries.ts';
import { CompanyAvatar } from '../CompanyAvatar.tsx';
import { TreeFilterSelect } from '../filters/TreeFilterSelect.tsx';

export interface BrandsTabProps {
  companyId: number;
  onOpenBrand: (brandId: number) => void;
}

/** The company's own brands (or, for an agency, the brands it works on), with a sector filter. */
export function BrandsTab({ companyId, onOpenBrand }: BrandsTabProps) {
  const { t } = useTranslation();
  const [sectors, setSectors] = useState<number[] | undefined>();
  const query = useQuery(companyQueries.brands(companyId, sectors ?? []));
  const brands = query.data?.data ?? [];
  return (
    <Flex vertical gap={12}>
      <div style={{ maxWidth: 360 }}>
        <TreeFilterSelect
          entity="Sector"
          value={sectors}
          onChange={setSectors}
          placeholder={t('FILTERS.SECTOR')}
        />
      </div>
      <QueryState isPending={query.isPending} error={query.error} isEmpty={brands.length === 0}>
        <Row gutter={[16, 16]} style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          {brands.map((brand) => (
            <Col key={brand.id} xs={24} sm={12} lg={8}>
              <BrandCard brand={brand} onOpen={() => onOpenBrand(brand.id)} />
            </Col>
          ))}
        </Row>
      </QueryState>
    </Flex>
  );
}

function BrandCard({ brand, onOpen }: { brand: CompanyBrand; onOpen: () => void }) {
  return (
    <Card hoverable size="small" onClick={onOpen} style={{ height: '100%' }} data-testid="brand-card">
      <Flex gap={12} align="center">
        <CompanyAvatar name={brand.name} logo={brand.logo} size={44} />
        <div style={{ minWidth: 0 }}>
          <Typography.Text strong ellipsis style={{ display: 'block' }}>
            {brand.name}
          </Typography.Text>
          {brand.company ? (
            <Typography.Text type="secondary" ellipsis style={{ display: 'block', fontSize: 12 }}>
              {brand.company.name}
            </Typography.Text>
          ) : null}
        </div>
      </Flex>
      {brand.sectors.length + brand.categories.length > 0 ? (
        <Flex gap={4} wrap style={{ marginTop: 10 }}>
          {brand.categories.map((c) => (
            <Tag key={`c${c.categoryId}`} color="purple">
              {c.categoryName}
            </Tag>
          ))}
          {brand.sectors.slice(0, 3).map((s) => (
            <Tag key={`s${s.id}`}>{s.key}</Tag>
          ))}
        </Flex>
      ) : null}
      {brand.agencies.length > 0 ? (
        <Flex vertical gap={2} style={{ marginTop: 10 }} data-testid="brand-card-agencies">
          {brand.agencies.slice(0, 3).map((agency) => (
            <Typography.Text key={agency.id} ellipsis style={{ fontSize: 12 }}>
              {agency.name}
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {' · '}
                {agency.categories.map((category) => category.categoryName).join(', ')}
              </Typography.Text>
            </Typography.Text>
          ))}
          {brand.agencies.length > 3 ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              +{brand.agencies.length - 3}
            </Typography.Text>
          ) : null}
        </Flex>
      ) : null}
    </Card>
  );
}
