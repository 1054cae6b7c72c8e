import { COMPANY_TYPES } from '@adatlas/domain/common';
import { WORK_RELATION_SEARCH_DEBOUNCE_MS } from '@adatlas/domain/market';
import { SearchOutlined } from '@ant-design/icons';
import { Card, Col, Form, Input, Row, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectorTreeSelect } from '../../pitch/components/SectorTreeSelect.tsx';
import { useDebouncedCallback } from '../hooks/useDebouncedCallback.ts';
import type { WorkRelationUrlFilters } from '../hooks/useWorkRelationFilters.ts';

export interface WorkRelationFiltersProps {
  filters: WorkRelationUrlFilters;
  showCompanyType: boolean;
  onChange: (patch: Partial<WorkRelationUrlFilters>) => void;
}

/** Free text over brand, company and agency (searched 700 ms after typing stops), sector, type. */
export function WorkRelationFilters({ filters, showCompanyType, onChange }: WorkRelationFiltersProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(filters.text ?? '');
  const search = useDebouncedCallback(
    (value: string) => onChange({ text: value.trim() || undefined }),
    WORK_RELATION_SEARCH_DEBOUNCE_MS,
  );
  return (
    <Card style={{ marginBottom: 16 }}>
      <Form layout="vertical">
        <Row gutter={16}>
          <Col xs={24} md={showCompanyType ? 10 : 14}>
            <Form.Item label={t('PAGES.WORK_RELATIONS.SEARCH')} style={{ marginBottom: 0 }}>
              <Input
                allowClear
                prefix={<SearchOutlined />}
                placeholder={t('PAGES.WORK_RELATIONS.SEARCH_PLACEHOLDER')}
                value={text}
                data-testid="work-relations-search"
                onChange={(event) => {
                  setText(event.target.value);
                  search(event.target.value);
                }}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={showCompanyType ? 7 : 10}>
            <Form.Item label={t('PAGES.WORK_RELATIONS.SECTOR')} style={{ marginBottom: 0 }}>
              <SectorTreeSelect
                value={filters.sector}
                onChange={(sector) => onChange({ sector })}
                placeholder={t('PAGES.PITCH.ANY')}
              />
            </Form.Item>
          </Col>
          {showCompanyType ? (
            <Col xs={24} md={7}>
              <Form.Item label={t('PAGES.WORK_RELATIONS.COMPANY_TYPE')} style={{ marginBottom: 0 }}>
                <Select
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
