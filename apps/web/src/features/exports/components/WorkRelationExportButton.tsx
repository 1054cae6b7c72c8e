import { canExportWorkRelations, type WorkRelationExportRequest } from '@adatlas/domain/exports';
import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { WriteAction } from '../../../shared/ui/WriteAction.tsx';
import { downloadWorkRelations } from '../api/exports.queries.ts';
import { useExportDownload } from '../hooks/useExportDownload.ts';

export interface WorkRelationExportButtonProps {
  /** The list's search; the server ignores its paging. */
  filters: WorkRelationExportRequest;
  disabled?: boolean;
}

/**
 * The work-relation list as a spreadsheet (spec data §6): only for admins and holders of
 * p_workingRelationsExport:any, downloaded at once since no allowance applies to it.
 */
export function WorkRelationExportButton({ filters, disabled }: WorkRelationExportButtonProps) {
  const { t } = useTranslation();
  const { viewer } = useSession();
  const download = useExportDownload({ download: () => downloadWorkRelations(filters) });
  if (!canExportWorkRelations(viewer)) return null;
  return (
    <WriteAction>
      <Button
        icon={<DownloadOutlined />}
        onClick={() => download.mutate()}
        loading={download.isPending}
        disabled={disabled}
        data-testid="export-button"
      >
        {t('EXPORT.BUTTON')}
      </Button>
    </WriteAction>
  );
}
