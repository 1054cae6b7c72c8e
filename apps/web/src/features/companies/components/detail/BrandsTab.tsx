import type { CompanyBrand } from '@adatlas/domain/companies';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Flex, Row, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation.ts';
import { CompanyAvatar } from '../../../../shared/ui/CompanyAvatar.tsx';
import { InferredRelationBadge } from '../../../../shared/ui/InferredRelationBadge.tsx';
import { QueryState } from '../../../../shared/ui/QueryState.tsx';
import { ScopedLink } from '../../../../shared/ui/ScopedLink.tsx';
import { companyQueries } from '../../api/companies.queries.ts';
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
              <BrandCard brand={brand} companyId={companyId} onOpen={() => onOpenBrand(brand.id)} />
            </Col>
          ))}
        </Row>
      </QueryState>
    </Flex>
  );
}

function BrandCard({
  brand,
  companyId,
  onOpen,
}: {
  brand: CompanyBrand;
  companyId: number;
  onOpen: () => void;
}) {
  // On an agency's page the categories are its own work for the brand: inferred or not.
  const ownInference =
    brand.categories.length > 0
      ? (brand.agencies.find((agency) => agency.id === companyId)?.inferred ?? null)
      : null;
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
          {ownInference ? <InferredRelationBadge evidence={ownInference} /> : null}
          {brand.sectors.slice(0, 3).map((s) => (
            <Tag key={`s${s.id}`}>{s.key}</Tag>
          ))}
        </Flex>
      ) : null}
      {brand.agencies.length > 0 ? <BrandAgencies agencies={brand.agencies} /> : null}
    </Card>
  );
}

/** Agencies shown before the "+N more" that lists the rest in place. */
const AGENCIES_SHOWN = 3;

/**
 * The agencies working on the brand (spec data §2), each linking to its company page with the
 * categories it covers. Clicks here stay here: the card around them opens the brand.
 */
function BrandAgencies({ agencies }: { agencies: CompanyBrand['agencies'] }) {
  const { t } = useTranslation();
  const [isExpanded, setIsExpanded] = useState(false);
  const shown = isExpanded ? agencies : agencies.slice(0, AGENCIES_SHOWN);
  const hidden = agencies.length - shown.length;
  return (
    <Flex vertical gap={4} style={{ marginTop: 10 }} data-testid="brand-card-agencies">
      {shown.map((agency) => (
        <Flex key={agency.id} gap={4} wrap align="center" data-testid="brand-card-agency">
          <ScopedLink
            scope="company"
            to={`/companies/${agency.id}`}
            onClick={(event) => event.stopPropagation()}
            style={{ fontSize: 12 }}
          >
            {agency.name}
          </ScopedLink>
          {agency.categories.map((category) => (
            <Tag key={category.categoryId} color="purple" style={{ fontSize: 11, marginInlineEnd: 0 }}>
              {category.categoryName}
            </Tag>
          ))}
          {agency.inferred ? <InferredRelationBadge evidence={agency.inferred} /> : null}
        </Flex>
      ))}
      {hidden > 0 ? (
        <Button
          type="link"
          size="small"
          style={{ alignSelf: 'flex-start', padding: 0, height: 'auto', fontSize: 12 }}
          onClick={(event) => {
            event.stopPropagation();
            setIsExpanded(true);
          }}
          data-testid="brand-card-agencies-more"
        >
          {t('PAGES.COMPANY.N_MORE', { count: hidden })}
        </Button>
      ) : null}
    </Flex>
  );
}
