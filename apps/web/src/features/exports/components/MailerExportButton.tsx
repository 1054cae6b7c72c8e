import type { ContactSearchRequest } from '@adatlas/domain/contacts';
import { SendOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Flex, Input, Popover } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/ApiError.ts';
import { exportToMailer } from '../api/exports.queries.ts';

export interface MailerExportButtonProps {
  filters: ContactSearchRequest;
}

const MAILER_ERRORS = ['FORBIDDEN_ERROR', 'MAILER_LOGIN_FAILED', 'UNKNOWN', 'VALIDATION_ERROR'];

/** Sends the contacts of the current search to the user's mailer as a new list (scope activemailer). */
export function MailerExportButton({ filters }: MailerExportButtonProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [listName, setListName] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const send = useMutation({
    mutationFn: () => exportToMailer({ filters, listName: listName.trim() }),
    onSuccess: (result) => {
      setIsOpen(false);
      setListName('');
      const done = t('EXPORT.MAILER_DONE', { count: result.exported, listName: result.listName });
      modal.success({
        title: t('EXPORT.MAILER_DONE_TITLE'),
        content:
          result.skipped > 0 ? `${done} ${t('EXPORT.MAILER_SKIPPED', { count: result.skipped })}` : done,
      });
    },
    // Spec data §8: an info dialog titled with the mailer error, its body keyed by clientType.
    onError: (error) => {
      const code =
        isApiError(error) && MAILER_ERRORS.includes(error.clientType) ? error.clientType : 'UNKNOWN';
      modal.info({
        title: t('EXPORT.MAILER_ERROR_TITLE'),
        content: t(`PROFILE.MAILER_INTEGRATION.ERROR.${code}`),
      });
    },
  });
  return (
    <Popover
      open={isOpen}
      onOpenChange={setIsOpen}
      trigger="click"
      title={t('EXPORT.MAILER_LIST_NAME')}
      content={
        <Flex gap={8}>
          <Input
            value={listName}
            onChange={(event) => setListName(event.target.value)}
            maxLength={100}
            aria-label={t('EXPORT.MAILER_LIST_NAME')}
            autoFocus
          />
          <Button
            type="primary"
            disabled={!listName.trim()}
            loading={send.isPending}
            onClick={() => send.mutate()}
          >
            {t('EXPORT.MAILER_SEND')}
          </Button>
        </Flex>
      }
    >
      <Button icon={<SendOutlined />} data-testid="mailer-export-button">
        {t('EXPORT.MAILER_BUTTON')}
      </Button>
    </Popover>
  );
}
