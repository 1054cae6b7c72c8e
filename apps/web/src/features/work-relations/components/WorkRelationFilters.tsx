import { COMPANY_TYPES } from '@adatlas/domain/common';
import { SearchOutlined } from '@ant-design/icons';
import { Card, Col, Form, Row, Select } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { FilterTextInput } from '../../../shared/ui/FilterTextInput.tsx';
import { SectorTreeSelect } from '../../pitch/index.ts';
import type { WorkRelationUrlFilters } from '../hooks/useWorkRelationFilters.ts';

export interface WorkRelationFiltersProps {
  filters: WorkRelationUrlFilters;
  showCompanyType: boolean;
  onChange: (patch: Partial<WorkRelationUrlFilters>) => void;
}

/** Free text over brand, company and agency (applied once typing stops), sector, type. */
export function WorkRelationFilters({ filters, showCompanyType, onChange }: WorkRelationFiltersProps) {
  const { t } = useTranslation();
  return (
    <Card style={{ marginBottom: 16 }}>
      <Form layout="vertical">
        <Row gutter={16}>
          <Col xs={24} md={showCompanyType ? 10 : 14}>
            <Form.Item
              label={t('PAGES.WORK_RELATIONS.SEARCH')}
              htmlFor="work-relations-search"
              style={{ marginBottom: 0 }}
            >
              <FilterTextInput
                id="work-relations-search"
                prefix={<SearchOutlined />}
                placeholder={t('PAGES.WORK_RELATIONS.SEARCH_PLACEHOLDER')}
                value={filters.text}
                onCommit={(text) => onChange({ text })}
                data-testid="work-relations-search"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={showCompanyType ? 7 : 10}>
            <Form.Item
              label={t('PAGES.WORK_RELATIONS.SECTOR')}
              htmlFor="work-relations-sector"
              style={{ marginBottom: 0 }}
            >
              <SectorTreeSelect
                id="work-relations-sector"
                value={filters.sector}
                onChange={(sector) => onChange({ sector })}
                placeholder={t('PAGES.PITCH.ANY')}
              />
            </Form.Item>
          </Col>
          {showCompanyType ? (
            <Col xs={24} md={7}>
              <Form.Item
                label={t('PAGES.WORK_RELATIONS.COMPANY_TYPE')}
                htmlFor="work-relations-type"
                style={{ marginBottom: 0 }}
              >
                <Select
                  id="work-relations-type"
                  mode="multiple"
                  allowClear
                  placeholder={t('PAGES.PITCH.ANY')}
                  value={filters.type}
                  onChange={(type) => onChange({ type })}
                  options={COMPANY_TYPES.map((type) => ({
                    value: type,
                    label: t(`PAGES.WORK_RELATIONS.TYPE_${type}`),
                  }))}
                  data-testid="work-relations-type"
                />
              </Form.Item>
            </Col>
          ) : null}
        </Row>
      </Form>
    </Card>
  );
}
