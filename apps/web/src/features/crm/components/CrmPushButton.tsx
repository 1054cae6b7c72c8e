import type { CrmPushRequest } from '@adatlas/domain/crm';
import { hasScope } from '@adatlas/domain/scopes';
import { CloudUploadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { usePreloadWhenIdle } from '../../../shared/hooks/usePreloadWhenIdle.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { WriteAction } from '../../../shared/ui/WriteAction.tsx';
import { lazyPage } from '../../../shared/utils/lazyPage.ts';
import { crmQueries } from '../api/crm.queries.ts';
import { CRM_PROVIDER_LABELS } from '../crmLabels.ts';

// The dialog (progress, report table) is its own chunk: the contact list and the tag page that
// show this button load it only when it is pressed.
const CrmPushDialog = lazyPage(() => import('./CrmPushDialog.tsx'), 'CrmPushDialog');

export interface CrmPushButtonProps {
  /** The chosen contacts, one tag, or the current contact search. */
  selection: CrmPushRequest;
  /** How the confirmation names what is pushed: the selected count, or the tag's name. */
  description: { kind: 'selected'; count: number } | { kind: 'tag'; name: string } | { kind: 'search' };
  disabled?: boolean;
}

/** "Push to CRM" beside the mailer push: shown to licences with the CRM plugin (issue #34). */
export function CrmPushButton({ selection, description, disabled }: CrmPushButtonProps) {
  const { t } = useTranslation();
  const { viewer } = useSession();
  const mayRead = viewer.isAdmin || hasScope(viewer.scopes, 'contact');
  const connection = useQuery({ ...crmQueries.connection(), enabled: mayRead });
  const [isOpen, setIsOpen] = useState(false);
  usePreloadWhenIdle(CrmPushDialog, mayRead && Boolean(connection.data?.plugin));
  if (!mayRead || !connection.data?.plugin) return null;
  const provider = connection.data.provider ? CRM_PROVIDER_LABELS[connection.data.provider] : null;
  const question =
    description.kind === 'selected'
      ? t('CRM.PUSH.CONFIRM_SELECTED', { count: description.count, provider })
      : description.kind === 'tag'
        ? t('CRM.PUSH.CONFIRM_TAG', { tag: description.name, provider })
        : t('CRM.PUSH.CONFIRM_SEARCH', { provider });
  return (
    <>
      <WriteAction>
        <Button
          icon={<CloudUploadOutlined />}
          onClick={() => setIsOpen(true)}
          disabled={disabled}
          data-testid="crm-push-button"
        >
          {t('CRM.PUSH.BUTTON')}
        </Button>
      </WriteAction>
      {isOpen ? (
        <Suspense fallback={null}>
          <CrmPushDialog
            selection={selection}
            provider={provider}
            question={question}
            onClose={() => setIsOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
