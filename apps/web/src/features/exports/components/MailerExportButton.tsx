import type { ContactSearchRequest } from '@adatlas/domain/contacts';
import { SendOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Flex, Input, Popover, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { isApiError } from '../../../shared/api/ApiError.ts';
import { useReadOnlyView } from '../../../shared/session/useReadOnlyView.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { WriteAction } from '../../../shared/ui/WriteAction.tsx';
import { exportToMailer } from '../api/exports.queries.ts';
import { mailerErrorKey } from '../utils/mailerErrorKey.ts';

/** The current search, or the rows chosen on the list (#39). */
export type MailerExportButtonProps = { filters: ContactSearchRequest } | { ids: readonly number[] };

/** Sends the contacts of the current search or selection to the user's mailer as a new list (scope activemailer). */
export function MailerExportButton(props: MailerExportButtonProps) {
  const isSelection = 'ids' in props;
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { session } = useSession();
  const readOnly = useReadOnlyView();
  const stored = session?.user.mailerIntegration;
  const hasCredentials = Boolean(stored?.username && stored.hasPassword);
  const [listName, setListName] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const send = useMutation({
    mutationFn: () =>
      exportToMailer({
        ...('ids' in props ? { ids: [...props.ids] } : { filters: props.filters }),
        listName: listName.trim(),
      }),
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
      modal.info({
        title: t('EXPORT.MAILER_ERROR_TITLE'),
        content: t(mailerErrorKey(isApiError(error) ? error.clientType : undefined)),
      });
    },
  });
  const submit = () => {
    if (listName.trim() && !send.isPending) send.mutate();
  };
  const button = (
    <Button icon={<SendOutlined />} data-testid={isSelection ? 'selection-mailer' : 'mailer-export-button'}>
      {t(isSelection ? 'LIST_TOOLS.MAILER' : 'EXPORT.MAILER_BUTTON')}
    </Button>
  );
  if (readOnly) return <WriteAction>{button}</WriteAction>;
  return (
    <Popover
      open={isOpen}
      onOpenChange={setIsOpen}
      trigger="click"
      placement="bottomRight"
      title={hasCredentials ? t('EXPORT.MAILER_LIST_NAME') : t('EXPORT.MAILER_NO_CREDENTIALS_TITLE')}
      content={
        hasCredentials ? (
          <Flex gap={8}>
            <Input
              value={listName}
              onChange={(event) => setListName(event.target.value)}
              onPressEnter={submit}
              maxLength={100}
              aria-label={t('EXPORT.MAILER_LIST_NAME')}
              autoFocus
            />
            <Button type="primary" disabled={!listName.trim()} loading={send.isPending} onClick={submit}>
              {t('EXPORT.MAILER_SEND')}
            </Button>
          </Flex>
        ) : (
          // The server would refuse without them: say where they go instead of sending.
          <Flex vertical gap={8} style={{ maxWidth: 280 }} data-testid="mailer-no-credentials">
            <Typography.Text>{t('EXPORT.MAILER_NO_CREDENTIALS')}</Typography.Text>
            <Link to="/profile/mailer-integration">{t('EXPORT.MAILER_SET_CREDENTIALS')}</Link>
          </Flex>
        )
      }
    >
      {button}
    </Popover>
  );
}
