import { hasScope } from '@adatlas/domain/scopes';
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { usePageCommand } from '../../../shared/commands/pageCommands.ts';
import { useReadOnlyView } from '../../../shared/session/useReadOnlyView.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { WriteAction } from '../../../shared/ui/WriteAction.tsx';
import {
  downloadExport,
  type ExportEntity,
  type ExportTarget,
  exportQueries,
} from '../api/exports.queries.ts';
import { useExportDownload } from '../hooks/useExportDownload.ts';
import type { ExportRequestedCount } from '../utils/exportConfirmState.ts';
import { ContactSalesModal } from './ContactSalesModal.tsx';
import { ExportConfirmModal } from './ExportConfirmModal.tsx';

const EXPORT_SCOPES: Record<ExportEntity, string> = {
  company: 'p_companyExport',
  contact: 'p_contactsExport',
};

/**
 * `filters`: the list's search body (the server ignores paging); `tag`: one of the user's tags.
 * `count`: the rows the export would write, so that a list larger than the allowance is said up front.
 */
export type ExportButtonProps = ExportTarget & {
  entity: ExportEntity;
  count?: ExportRequestedCount;
  disabled?: boolean;
  /** The rows chosen on the list (#39, `filters` holds their ids): not the page's export command. */
  isSelection?: boolean;
};

/**
 * Export of a search list or a tag's records (spec data §6): admins download at once, ecommerce
 * accounts without the list's export scope are sent to sales, everyone else confirms after reading
 * how many rows remain.
 */
export function ExportButton({ entity, count, disabled, isSelection = false, ...target }: ExportButtonProps) {
  const { t } = useTranslation();
  const { viewer } = useSession();
  const [dialog, setDialog] = useState<'confirm' | 'sales' | null>(null);
  const allowance = useQuery({ ...exportQueries.allowance(), enabled: dialog === 'confirm' });
  const download = useExportDownload({
    download: () => downloadExport(entity, target),
    onStart: () => setDialog(null),
    onSettled: () => void allowance.refetch(),
  });
  const entry = allowance.data?.[entity === 'company' ? 'companies' : 'contacts'];
  // An ecommerce plan that has not bought this list's export (its scope) is sent to sales instead.
  const isSales = hasScope(viewer.scopes, 'ecommerce') && !hasScope(viewer.scopes, EXPORT_SCOPES[entity]);
  const onClick = () => {
    if (viewer.isAdmin) download.mutate();
    else setDialog(isSales ? 'sales' : 'confirm');
  };
  // A search list's export is the page's "export this list"; a tag's export is one of many on its page.
  const readOnly = useReadOnlyView();
  usePageCommand(
    'export',
    'COMMAND_PALETTE.EXPORT',
    onClick,
    'filters' in target && !isSelection && !disabled && !readOnly,
  );
  return (
    <>
      <WriteAction>
        <Button
          icon={<DownloadOutlined />}
          onClick={onClick}
          loading={download.isPending}
          disabled={disabled}
          data-testid={isSelection ? 'selection-export' : 'export-button'}
        >
          {t(isSelection ? 'LIST_TOOLS.EXPORT' : 'EXPORT.BUTTON')}
        </Button>
      </WriteAction>
      <ExportConfirmModal
        open={dialog === 'confirm'}
        entity={entity}
        isLoading={allowance.isFetching}
        remaining={entry === null ? null : (entry?.remaining ?? 0)}
        requested={count}
        holder={'tag' in target ? 'tag' : 'search'}
        error={allowance.error}
        onOk={() => download.mutate()}
        onCancel={() => setDialog(null)}
      />
      <ContactSalesModal open={dialog === 'sales'} onClose={() => setDialog(null)} />
    </>
  );
}
