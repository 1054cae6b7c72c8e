import type { ReachRule } from '@adatlas/domain/market-data';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, InputNumber, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { checkReachRule, type ReachRuleDraft, type ReachRuleField } from '../utils/reachRules.ts';

export interface ReachRulesEditorProps {
  rules: readonly ReachRule[];
  onChange: (rules: ReachRule[]) => void;
}

const FIELDS: readonly { field: ReachRuleField; labelKey: string }[] = [
  { field: 'year', labelKey: 'PAGES.BRAND_ADVERTISERS.REACH_YEAR' },
  { field: 'minReach', labelKey: 'PAGES.BRAND_ADVERTISERS.REACH_MIN' },
  { field: 'maxReach', labelKey: 'PAGES.BRAND_ADVERTISERS.REACH_MAX' },
];

/** Year and reach bounds, added to a list of removable rules once the domain rule accepts them. */
export function ReachRulesEditor({ rules, onChange }: ReachRulesEditorProps) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<ReachRuleDraft>({});
  const { rule, errors } = checkReachRule(draft, new Date());
  const add = () => {
    if (!rule) return;
    onChange([...rules, rule]);
    setDraft({});
  };
  const number = (value: number) => value.toLocaleString(i18n.language);
  return (
    <div data-testid="reach-rules">
      <Flex wrap gap={8} align="flex-start">
        {FIELDS.map(({ field, labelKey }) => (
          <Form.Item
            key={field}
            label={t(labelKey)}
            htmlFor={`reach-${field}`}
            validateStatus={errors[field] ? 'error' : undefined}
            style={{ marginBottom: 8, width: field === 'year' ? 110 : 140 }}
          >
            <InputNumber
              id={`reach-${field}`}
              value={draft[field] ?? null}
              precision={0}
              placeholder={field === 'year' ? String(new Date().getFullYear()) : undefined}
              onChange={(value) => setDraft((current) => ({ ...current, [field]: value }))}
              style={{ width: '100%' }}
              data-testid={`reach-${field}`}
            />
          </Form.Item>
        ))}
        <Form.Item label=" " colon={false} style={{ marginBottom: 8 }}>
          <Button icon={<PlusOutlined />} disabled={!rule} onClick={add} data-testid="reach-add">
            {t('PAGES.BRAND_ADVERTISERS.REACH_ADD')}
          </Button>
        </Form.Item>
      </Flex>
      {Object.values(errors).map((key) => (
        <Typography.Text key={key} type="danger" style={{ display: 'block', marginBottom: 8 }} role="alert">
          {t(key)}
        </Typography.Text>
      ))}
      {rules.length > 0 ? (
        <Flex wrap gap={6}>
          {rules.map((item, index) => (
            <Tag
              key={`${item.year}:${item.minReach}:${item.maxReach ?? ''}`}
              closable
              color="blue"
              onClose={(event) => {
                event.preventDefault();
                onChange(rules.filter((_, position) => position !== index));
              }}
              data-testid="reach-rule"
            >
              {t('PAGES.BRAND_ADVERTISERS.REACH_RULE', {
                year: item.year,
                min: number(item.minReach),
                max: item.maxReach === undefined ? '∞' : number(item.maxReach),
              })}
            </Tag>
          ))}
        </Flex>
      ) : (
        <Typography.Text type="secondary">{t('PAGES.BRAND_ADVERTISERS.REACH_NONE')}</Typography.Text>
      )}
    </div>
  );
}
