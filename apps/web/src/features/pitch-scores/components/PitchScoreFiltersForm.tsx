import { Button, Card, Col, Form, InputNumber, Row, Select } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useFormAutoApply } from '../../../shared/hooks/useFormAutoApply.ts';
import { useNielsenOptions } from '../../../shared/hooks/useNielsenOptions.ts';
import { FlatListSelect, SectorTreeSelect } from '../../pitch/index.ts';
import type { PitchScoreUrlFilters } from '../hooks/usePitchScoreFilters.ts';
import { RegionSelect } from './RegionSelect.tsx';

export interface PitchScoreFiltersFormProps {
  filters: PitchScoreUrlFilters;
  onSearch: (patch: Partial<PitchScoreUrlFilters>) => void;
}

type FormValues = Pick<
  PitchScoreUrlFilters,
  'category' | 'region' | 'sector' | 'scope' | 'nielsenYear' | 'nielsenChannel' | 'nielsenMin' | 'nielsenMax'
>;

const TYPED_FIELDS = ['nielsenMin', 'nielsenMax'] as const;

const EMPTY: FormValues = {
  category: [],
  region: [],
  sector: [],
  scope: [],
  nielsenYear: undefined,
  nielsenChannel: undefined,
  nielsenMin: undefined,
  nielsenMax: undefined,
};

/** Pitch category, company region and sector, pitch scope and the Nielsen investment filter. */
export function PitchScoreFiltersForm({ filters, onSearch }: PitchScoreFiltersFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const channel = Form.useWatch('nielsenChannel', form) ?? filters.nielsenChannel;
  const nielsen = useNielsenOptions(channel ? [channel] : []);
  const autoApply = useFormAutoApply(form, TYPED_FIELDS);
  const submitNow = () => form.submit();
  const submit = (values: FormValues) => onSearch({ ...EMPTY, ...stripNull(values) });
  return (
    <Card style={{ marginBottom: 16 }}>
      <Form
        form={form}
        layout="vertical"
        initialValues={filters}
        onFinish={submit}
        onValuesChange={autoApply}
      >
        <Row gutter={16}>
          <Col xs={24} md={12} lg={6}>
            <Form.Item name="category" label={t('PAGES.PITCH_SCORES.FILTER_CATEGORY')}>
              <FlatListSelect entity="pitch_category" valueField="id" placeholder={t('PAGES.PITCH.ANY')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} lg={6}>
            <Form.Item name="region" label={t('PAGES.PITCH_SCORES.FILTER_REGION')}>
              <RegionSelect placeholder={t('PAGES.PITCH.ANY')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} lg={6}>
            <Form.Item name="sector" label={t('PAGES.PITCH_SCORES.FILTER_SECTOR')}>
              <SectorTreeSelect placeholder={t('PAGES.PITCH.ANY')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} lg={6}>
            <Form.Item name="scope" label={t('PAGES.PITCH_SCORES.FILTER_SCOPE')}>
              <FlatListSelect entity="scope" valueField="key" placeholder={t('PAGES.PITCH.ANY')} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="nielsenYear" label={t('PAGES.PITCH_SCORES.NIELSEN_YEAR')}>
              <Select
                allowClear
                placeholder={t('PAGES.PITCH.ANY')}
                options={nielsen.years.map((year) => ({ value: year, label: String(year) }))}
                data-testid="pitch-scores-nielsen-year"
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="nielsenChannel" label={t('PAGES.PITCH_SCORES.NIELSEN_CHANNEL')}>
              <Select
                allowClear
                placeholder={t('PAGES.PITCH_SCORES.ALL_CHANNELS')}
                loading={nielsen.isPending}
                options={nielsen.channels.map((name) => ({ value: name, label: name }))}
                data-testid="pitch-scores-nielsen-channel"
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="nielsenMin" label={t('PAGES.PITCH_SCORES.NIELSEN_MIN')}>
              <InputNumber
                min={0}
                style={{ width: '100%' }}
                onPressEnter={submitNow}
                data-testid="pitch-scores-nielsen-min"
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name="nielsenMax"
              label={t('PAGES.PITCH_SCORES.NIELSEN_MAX')}
              dependencies={['nielsenMin']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_, max?: number | null) => {
                    const min = getFieldValue('nielsenMin') as number | null | undefined;
                    return max == null || min == null || max >= min
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('PAGES.PITCH_SCORES.NIELSEN_MAX_BELOW_MIN')));
                  },
                }),
              ]}
            >
              <InputNumber min={0} style={{ width: '100%' }} onPressEnter={submitNow} />
            </Form.Item>
          </Col>
        </Row>
        <Button
          onClick={() => {
            form.setFieldsValue(EMPTY);
            form.submit();
          }}
        >
          {t('PAGES.PITCH.RESET')}
        </Button>
      </Form>
    </Card>
  );
}

/** Cleared number inputs give null; the URL state wants them absent. */
function stripNull(values: FormValues): Partial<FormValues> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null));
}
