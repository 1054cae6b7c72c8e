import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input, QRCode, Space, Steps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { isApiError } from '../../../shared/api/ApiError.ts';
import { ApiErrorAlert } from '../../../shared/ui/ApiErrorAlert.tsx';
import { securityApi } from '../api/security.api.ts';
import { fieldErrors } from '../utils/fieldErrors.ts';
import { RecoveryCodesPanel } from './RecoveryCodesPanel.tsx';

export interface TwoFactorSetupProps {
  onCancel: () => void;
  /** Called when the server turned two-factor sign-in on, before the codes are shown. */
  onEnabled: (recoveryCodes: string[]) => void;
  /** Called once the recovery codes were acknowledged. */
  onDone: () => void;
}

type Step =
  | { name: 'password' }
  | { name: 'scan'; secret: string; uri: string }
  | { name: 'codes'; codes: string[] };
const STEP_INDEX = { password: 0, scan: 1, codes: 2 } as const;

/** Password (re-authentication) → scan the QR code and confirm a code → the recovery codes, once. */
export function TwoFactorSetup({ onCancel, onEnabled, onDone }: TwoFactorSetupProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ name: 'password' });
  const [passwordForm] = Form.useForm<{ password: string }>();
  const [codeForm] = Form.useForm<{ code: string }>();
  const start = useMutation({
    mutationFn: (password: string) => securityApi.startTwoFactorSetup(password),
    onSuccess: (created) => setStep({ name: 'scan', ...created }),
    onError: (error) =>
      passwordForm.setFields(fieldErrors(error, { password: t('SECURITY.PASSWORD.WRONG_CURRENT') })),
  });
  const enable = useMutation({
    mutationFn: (code: string) => securityApi.enableTwoFactor(code),
    onSuccess: (codes) => {
      setStep({ name: 'codes', codes });
      onEnabled(codes);
    },
    onError: (error) => codeForm.setFields(fieldErrors(error, { code: t('SECURITY.TWO_FACTOR.WRONG_CODE') })),
  });
  const failure = [start.error, enable.error].find(
    (error) => error && !(isApiError(error) && error.clientType === 'VALIDATION_ERROR'),
  );

  return (
    <div data-testid="two-factor-setup">
      <Steps
        size="small"
        current={STEP_INDEX[step.name]}
        items={[
          { title: t('SECURITY.TWO_FACTOR.STEP_PASSWORD') },
          { title: t('SECURITY.TWO_FACTOR.STEP_SCAN') },
          { title: t('SECURITY.TWO_FACTOR.STEP_CODES') },
        ]}
        style={{ marginBottom: 24 }}
      />
      <ApiErrorAlert error={failure} />
      {step.name === 'password' ? (
        <Form
          form={passwordForm}
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => start.mutate(values.password)}
          style={{ maxWidth: 400 }}
        >
          <Typography.Paragraph>{t('SECURITY.TWO_FACTOR.REAUTH')}</Typography.Paragraph>
          <Form.Item
            name="password"
            label={t('SECURITY.PASSWORD.CURRENT')}
            rules={[{ required: true, message: t('COMMON.INPUT_PASSWORD') }]}
          >
            <Input.Password autoComplete="current-password" autoFocus />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={start.isPending}>
              {t('SECURITY.TWO_FACTOR.CONTINUE')}
            </Button>
            <Button onClick={onCancel}>{t('COMMON.CANCEL')}</Button>
          </Space>
        </Form>
      ) : null}
      {step.name === 'scan' ? (
        <Form
          form={codeForm}
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => enable.mutate(values.code.trim())}
        >
          <Typography.Paragraph>{t('SECURITY.TWO_FACTOR.SCAN')}</Typography.Paragraph>
          <Space align="start" wrap size={24}>
            <QRCode value={step.uri} size={176} bordered data-testid="two-factor-qr" />
            <div style={{ maxWidth: 360 }}>
              <Typography.Paragraph type="secondary">{t('SECURITY.TWO_FACTOR.MANUAL')}</Typography.Paragraph>
              <Typography.Paragraph copyable={{ text: step.secret }} code data-testid="two-factor-secret">
                {step.secret}
              </Typography.Paragraph>
              <Form.Item
                name="code"
                label={t('SECURITY.TWO_FACTOR.CODE')}
                rules={[
                  { required: true, message: t('VALIDATION.REQUIRED_FIELD') },
                  { pattern: /^\s*\d{6}\s*$/, message: t('SECURITY.TWO_FACTOR.CODE_FORMAT') },
                ]}
              >
                <Input inputMode="numeric" autoComplete="one-time-code" maxLength={8} autoFocus />
              </Form.Item>
              <Space>
                <Button type="primary" htmlType="submit" loading={enable.isPending}>
                  {t('SECURITY.TWO_FACTOR.ENABLE')}
                </Button>
                <Button onClick={onCancel}>{t('COMMON.CANCEL')}</Button>
              </Space>
            </div>
          </Space>
        </Form>
      ) : null}
      {step.name === 'codes' ? <RecoveryCodesPanel codes={step.codes} onDone={onDone} /> : null}
    </div>
  );
}
