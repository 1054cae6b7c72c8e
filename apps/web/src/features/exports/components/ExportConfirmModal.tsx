import { Alert, Modal, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ExportEntity } from '../api/exports.queries.ts';

export interface ExportConfirmModalProps {
  open: boolean;
  entity: ExportEntity;
  isLoading: boolean;
  /** Rows the allowance still covers; null when nothing is checked. */
  remaining: number | null;
  error: unknown;
  onOk: () => void;
  onCancel: () => void;
}

const EXHAUSTED_KEYS: Record<ExportEntity, string> = {
  company: 'ERROR.ERROR_EXPORT_COMPANIES',
  contact: 'ERROR.ERROR_EXPORT_CONTACTS',
};

/** States how many rows remain and asks to continue; at 0 or below OK is off (spec data §5, §8). */
export function ExportConfirmModal(props: ExportConfirmModalProps) {
  const { open, entity, isLoading, remaining, error, onOk, onCancel } = props;
  const { t } = useTranslation();
  const isExhausted = remaining !== null && remaining <= 0;
  return (
    <Modal
      open={open}
      title={t('EXPORT.CONFIRM_TITLE')}
      okText={t('EXPORT.CONTINUE')}
      cancelText={t('COMMON.CANCEL')}
      okButtonProps={{ disabled: isLoading || isExhausted || Boolean(error), 'data-testid': 'export-ok' }}
      onOk={onOk}
      onCancel={onCancel}
      destroyOnHidden
    >
      <div data-testid="export-dialog-body">
        {isLoading ? <Skeleton active paragraph={{ rows: 1 }} /> : null}
        {!isLoading && error ? <Alert type="error" showIcon title={t('ERROR.UNEXPECTED')} /> : null}
        {!isLoading && !error && isExhausted ? (
          <div data-testid="export-exhausted">
            <Alert type="error" showIcon title={t(EXHAUSTED_KEYS[entity])} />
          </div>
        ) : null}
        {!isLoading && !error && !isExhausted ? (
          <Typography.Paragraph style={{ margin: 0 }} data-testid="export-remaining">
            {remaining === null
              ? t('EXPORT.CONFIRM_UNLIMITED')
              : t(entity === 'company' ? 'EXPORT.REMAINING_COMPANIES' : 'EXPORT.REMAINING_CONTACTS', {
                  count: remaining,
                })}
          </Typography.Paragraph>
        ) : null}
      </div>
    </Modal>
  );
}
