import { PITCH_STATUSES } from '@adatlas/domain/market-data';
import { Button, Card, Col, DatePicker, Form, Input, Radio, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useFormAutoApply } from '../../../shared/hooks/useFormAutoApply.ts';
import type { PitchUrlFilters } from '../hooks/usePitchFilters.ts';
import { FlatListSelect } from './FlatListSelect.tsx';

export interface PitchFiltersFormProps {
  filters: PitchUrlFilters;
  onSearch: (patch: Partial<PitchUrlFilters>) => void;
}

interface FormValues {
  title?: string;
  category: number[];
  dates?: [Dayjs | null, Dayjs | null] | null;
  status: PitchUrlFilters['status'];
  company?: string;
}

const ISO_DAY = 'YYYY-MM-DD';
const TYPED_FIELDS = ['title', 'company'] as const;
const STATUS_LABEL = {
  ALL: 'PAGES.PITCH.STATUS_ALL',
  ONGOING: 'PAGES.PITCH.STATUS_ONGOING',
  CLOSED: 'PAGES.PITCH.STATUS_CLOSED',
} as const;

function toFormValues(filters: PitchUrlFilters): FormValues {
  return {
    title: filters.title,
    category: filters.category,
    dates: filters.from ? [dayjs(filters.from), filters.to ? dayjs(filters.to) : null] : null,
    status: filters.status,
    company: filters.company,
  };
}

/**
 * Title, categories, start-date range (start required, end optional), status and company name,
 * applied as they change (typed ones once typing stops, or on Enter).
 */
export function PitchFiltersForm({ filters, onSearch }: PitchFiltersFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const autoApply = useFormAutoApply(form, TYPED_FIELDS);
  const submit = (values: FormValues) => {
    const [from, to] = values.dates ?? [null, null];
    onSearch({
      title: values.title?.trim() || undefined,
      category: values.category ?? [],
      from: from?.format(ISO_DAY),
      to: from && to ? to.format(ISO_DAY) : undefined,
      status: values.status,
      company: values.company?.trim() || undefined,
    });
  };
  const reset = () => {
    form.setFieldsValue({ title: undefined, category: [], dates: null, status: 'ALL', company: undefined });
    form.submit();
  };
  return (
    <Card style={{ marginBottom: 16 }}>
      <Form
        form={form}
        layout="vertical"
        initialValues={toFormValues(filters)}
        onFinish={submit}
        onValuesChange={autoApply}
      >
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="title" label={t('PAGES.PITCH.FILTER_TITLE')}>
              <Input allowClear data-testid="pitch-title" onPressEnter={() => form.submit()} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="category" label={t('PAGES.PITCH.FILTER_CATEGORY')}>
              <FlatListSelect entity="pitch_category" valueField="id" placeholder={t('PAGES.PITCH.ANY')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="company" label={t('PAGES.PITCH.FILTER_COMPANY')}>
              <Input allowClear data-testid="pitch-company" onPressEnter={() => form.submit()} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="dates" label={t('PAGES.PITCH.FILTER_DATES')}>
              <DatePicker.RangePicker
                allowEmpty={[false, true]}
                format="DD/MM/YYYY"
                style={{ width: '100%' }}
                data-testid="pitch-dates"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="status" label={t('PAGES.PITCH.FILTER_STATUS')}>
              <Radio.Group
                optionType="button"
                buttonStyle="solid"
                data-testid="pitch-status"
                options={PITCH_STATUSES.map((status) => ({ value: status, label: t(STATUS_LABEL[status]) }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <Button onClick={reset} data-testid="pitch-reset">
          {t('PAGES.PITCH.RESET')}
        </Button>
      </Form>
    </Card>
  );
}
