import { useMutation } from '@tanstack/react-query';
import { Button, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { errorMessageKey } from '../../../i18n/errorMessageKey.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { isApiError } from '../../../shared/api/ApiError.ts';
import { authApi } from '../api/auth.api.ts';
import { requestedPlanFields } from '../utils/requestedPlanFields.ts';

export interface ResendVerificationEmailProps {
  /** The address to confirm; without it the user types it. */
  email?: string;
}

/**
 * "Send the e-mail again" for an account whose address is not confirmed yet. The new link carries
 * the plan requested by the page's query, like the first one.
 */
export function ResendVerificationEmail({ email }: ResendVerificationEmailProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const [typed, setTyped] = useState('');
  const address = (email ?? typed).trim();
  const resend = useMutation({
    meta: { handlesErrors: true },
    mutationFn: () => authApi.sendVerificationEmail({ email: address, ...requestedPlanFields(search) }),
  });

  if (resend.isSuccess) {
    return (
      <Typography.Text type="success" role="status" data-testid="verification-email-sent">
        {t('PAGES.VERIFICATION_EMAIL.SENT')}
      </Typography.Text>
    );
  }
  const button = (
    <Button
      onClick={() => resend.mutate()}
      loading={resend.isPending}
      disabled={!address}
      data-testid="send-verification-email"
    >
      {t('PAGES.VERIFICATION_EMAIL.SEND_AGAIN')}
    </Button>
  );
  return (
    <Space direction="vertical" size={4}>
      {email === undefined ? (
        <Space.Compact style={{ width: '100%' }}>
          <Input
            type="email"
            autoComplete="email"
            aria-label={t('PAGES.LOGIN.EMAIL')}
            placeholder={t('PAGES.LOGIN.EMAIL')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onPressEnter={() => address && resend.mutate()}
          />
          {button}
        </Space.Compact>
      ) : (
        button
      )}
      {resend.error ? (
        <Typography.Text type="danger" role="alert">
          {t(errorMessageKey(isApiError(resend.error) ? resend.error.clientType : 'UNEXPECTED'))}
        </Typography.Text>
      ) : null}
    </Space>
  );
}
