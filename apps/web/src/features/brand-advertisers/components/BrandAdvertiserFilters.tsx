import { ADVERTISER_TYPES, DEFAULT_PRICE_PER_IMPRESSION_EUR } from '@adatlas/domain/market';
import { Card, Col, Form, InputNumber, Row, Select } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useDebouncedCallback } from '../../../shared/hooks/useDebouncedCallback.ts';
import { FILTER_TYPING_DELAY_MS } from '../../../shared/hooks/useFilterDraft.ts';
import { FilterTextInput } from '../../../shared/ui/FilterTextInput.tsx';
import { SectorTreeSelect } from '../../pitch/index.ts';
import {
  type BrandAdvertiserUrlFilters,
  decodeCompany,
  encodeCompany,
  reachRulesOf,
} from '../hooks/useBrandAdvertiserFilters.ts';
import { encodeReachRule } from '../utils/reachRules.ts';
import { CompanyAutocomplete } from './CompanyAutocomplete.tsx';
import { ReachRulesEditor } from './ReachRulesEditor.tsx';

export interface BrandAdvertiserFiltersProps {
  filters: BrandAdvertiserUrlFilters;
  /** The company suggestions come from the quick search, which needs the company or contact scope. */
  canSearchCompanies: boolean;
  onChange: (patch: Partial<BrandAdvertiserUrlFilters>) => void;
}

export function BrandAdvertiserFilters({
  filters,
  canSearchCompanies,
  onChange,
}: BrandAdvertiserFiltersProps) {
  const { t } = useTranslation();
  const changePrice = useDebouncedCallback((price: number) => onChange({ price }), FILTER_TYPING_DELAY_MS);
  return (
    <Card style={{ marginBottom: 16 }}>
      <Form layout="vertical">
        <Row gutter={16}>
          {canSearchCompanies ? (
            <Col xs={24} md={12}>
              <Form.Item label={t('PAGES.BRAND_ADVERTISERS.COMPANIES')} htmlFor="brand-advertisers-companies">
                <CompanyAutocomplete
                  id="brand-advertisers-companies"
                  value={filters.company.map(decodeCompany)}
                  onChange={(companies) => onChange({ company: companies.map(encodeCompany) })}
                />
              </Form.Item>
            </Col>
          ) : null}
          <Col xs={24} md={12}>
            <Form.Item label={t('PAGES.BRAND_ADVERTISERS.SECTOR')} htmlFor="brand-advertisers-sector">
              <SectorTreeSelect
                id="brand-advertisers-sector"
                value={filters.sector}
                onChange={(sector) => onChange({ sector })}
                placeholder={t('PAGES.PITCH.ANY')}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={t('PAGES.BRAND_ADVERTISERS.PAYER')} htmlFor="brand-advertisers-payer">
              <FilterTextInput
                id="brand-advertisers-payer"
                value={filters.payer}
                onCommit={(payer) => onChange({ payer })}
                data-testid="brand-advertisers-payer"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={t('PAGES.BRAND_ADVERTISERS.PLATFORM')} htmlFor="brand-advertisers-platform">
              <Select
                id="brand-advertisers-platform"
                mode="multiple"
                allowClear
                placeholder={t('PAGES.PITCH.ANY')}
                value={filters.platform}
                onChange={(platform) => onChange({ platform })}
                options={ADVERTISER_TYPES.map((type) => ({
                  value: type,
                  label: t(`PAGES.BRAND_ADVERTISERS.PLATFORM_${type}`),
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              label={t('PAGES.BRAND_ADVERTISERS.PRICE_PER_IMPRESSION')}
              htmlFor="brand-advertisers-price"
            >
              <InputNumber
                id="brand-advertisers-price"
                min={0.0001}
                max={1000}
                step={0.001}
                defaultValue={filters.price}
                prefix="€"
                style={{ width: '100%' }}
                onChange={(value) => changePrice(value ?? DEFAULT_PRICE_PER_IMPRESSION_EUR)}
                data-testid="price-per-impression"
              />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item label={t('PAGES.BRAND_ADVERTISERS.REACH_RULES')} style={{ marginBottom: 0 }}>
              <ReachRulesEditor
                rules={reachRulesOf(filters, new Date())}
                onChange={(rules) => onChange({ reach: rules.map(encodeReachRule) })}
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Card>
  );
}
