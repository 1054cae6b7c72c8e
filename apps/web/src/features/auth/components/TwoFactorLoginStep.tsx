import { Alert, Button, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { SecondFactor } from '../api/auth.api.ts';

export interface TwoFactorLoginStepProps {
  pending: boolean;
  /** An i18n key of the last failure, if any. */
  errorKey: string | null;
  onSubmit: (factor: SecondFactor) => void;
  onBack: () => void;
}

/** The login's second step: the authenticator's 6-digit code, or one of the recovery codes. */
export function TwoFactorLoginStep({ pending, errorKey, onSubmit, onBack }: TwoFactorLoginStepProps) {
  const { t } = useTranslation();
  const [useRecovery, setUseRecovery] = useState(false);
  const [form] = Form.useForm<{ code: string }>();
  const switchMode = () => {
    form.resetFields();
    setUseRecovery((value) => !value);
  };
  return (
    <div data-testid="two-factor-step">
      <Typography.Paragraph>
        {useRecovery ? t('PAGES.LOGIN.TWO_FACTOR.RECOVERY_TEXT') : t('PAGES.LOGIN.TWO_FACTOR.TEXT')}
      </Typography.Paragraph>
      {errorKey ? (
        <Alert type="error" showIcon role="alert" title={t(errorKey)} style={{ marginBottom: 16 }} />
      ) : null}
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={({ code }) =>
          onSubmit(useRecovery ? { recoveryCode: code.trim() } : { code: code.replace(/\s/g, '') })
        }
      >
        <Form.Item
          name="code"
          label={useRecovery ? t('PAGES.LOGIN.TWO_FACTOR.RECOVERY_CODE') : t('PAGES.LOGIN.TWO_FACTOR.CODE')}
          rules={[
            { required: true, message: t('VALIDATION.REQUIRED_FIELD') },
            useRecovery
              ? { min: 8, message: t('PAGES.LOGIN.TWO_FACTOR.RECOVERY_FORMAT') }
              : { pattern: /^\s*\d{3}\s?\d{3}\s*$/, message: t('PAGES.LOGIN.TWO_FACTOR.CODE_FORMAT') },
          ]}
        >
          <Input
            key={useRecovery ? 'recovery' : 'code'}
            autoComplete="one-time-code"
            inputMode={useRecovery ? 'text' : 'numeric'}
            autoFocus
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={pending}>
          {t('PAGES.LOGIN.TWO_FACTOR.VERIFY')}
        </Button>
      </Form>
      <Space style={{ marginTop: 16, justifyContent: 'space-between', width: '100%' }} wrap>
        <Button type="link" onClick={switchMode} style={{ paddingInline: 0 }}>
          {useRecovery ? t('PAGES.LOGIN.TWO_FACTOR.USE_CODE') : t('PAGES.LOGIN.TWO_FACTOR.USE_RECOVERY')}
        </Button>
        <Button type="link" onClick={onBack} style={{ paddingInline: 0 }}>
          {t('PAGES.LOGIN.TWO_FACTOR.BACK')}
        </Button>
      </Space>
    </div>
  );
}
