import { Alert, Modal, Skeleton, Typography } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { formatResultCount } from '../../search/index.ts';
import type { ExportEntity } from '../api/exports.queries.ts';
import { type ExportRequestedCount, exportConfirmState } from '../utils/exportConfirmState.ts';

export interface ExportConfirmModalProps {
  open: boolean;
  entity: ExportEntity;
  isLoading: boolean;
  /** Rows the allowance still covers; null when nothing is checked. */
  remaining: number | null;
  /** The rows the export would write, when the list knows them. */
  requested?: ExportRequestedCount;
  /** What holds the rows: a search list (the default) or a tag, as the refusal words it. */
  holder?: 'search' | 'tag';
  error: unknown;
  onOk: () => void;
  onCancel: () => void;
}

const EXHAUSTED_KEYS: Record<ExportEntity, string> = {
  company: 'ERROR.ERROR_EXPORT_COMPANIES',
  contact: 'ERROR.ERROR_EXPORT_CONTACTS',
};

const REMAINING_KEYS: Record<ExportEntity, string> = {
  company: 'EXPORT.REMAINING_COMPANIES',
  contact: 'EXPORT.REMAINING_CONTACTS',
};

const TOO_MANY_KEYS: Record<'search' | 'tag', Record<ExportEntity, string>> = {
  search: { company: 'EXPORT.TOO_MANY_COMPANIES', contact: 'EXPORT.TOO_MANY_CONTACTS' },
  tag: { company: 'EXPORT.TAG_TOO_MANY_COMPANIES', contact: 'EXPORT.TAG_TOO_MANY_CONTACTS' },
};

/**
 * States how many rows remain and asks to continue (spec data §5, §8). OK is off when the allowance
 * is used up, and when the list is larger than what remains: the server would refuse it whole.
 */
export function ExportConfirmModal(props: ExportConfirmModalProps) {
  const { open, entity, isLoading, remaining, requested, holder = 'search', error, onOk, onCancel } = props;
  const { t, i18n } = useTranslation();
  const state = exportConfirmState({ remaining, requested });
  const isBlocked = state.kind === 'exhausted' || state.kind === 'tooMany';
  return (
    <Modal
      open={open}
      title={t('EXPORT.CONFIRM_TITLE')}
      okText={t('EXPORT.CONTINUE')}
      cancelText={t('COMMON.CANCEL')}
      okButtonProps={{ disabled: isLoading || isBlocked || Boolean(error), 'data-testid': 'export-ok' }}
      onOk={onOk}
      onCancel={onCancel}
      destroyOnHidden
    >
      <div data-testid="export-dialog-body">
        {isLoading ? <Skeleton active paragraph={{ rows: 1 }} /> : null}
        {!isLoading && error ? <Alert type="error" showIcon title={t('ERROR.UNEXPECTED')} /> : null}
        {!isLoading && !error && state.kind === 'exhausted' ? (
          <div data-testid="export-exhausted">
            <Alert type="error" showIcon title={t(EXHAUSTED_KEYS[entity])} />
          </div>
        ) : null}
        {!isLoading && !error && state.kind === 'tooMany' ? (
          <div data-testid="export-too-many">
            <Alert
              type="warning"
              showIcon
              title={t(TOO_MANY_KEYS[holder][entity], {
                count: state.requested.total,
                total: formatResultCount(state.requested.total, state.requested.isCapped, i18n.language),
                remaining: state.remaining,
              })}
              description={t(holder === 'tag' ? 'EXPORT.NARROW_TAG' : 'EXPORT.NARROW_SEARCH')}
            />
          </div>
        ) : null}
        {!isLoading && !error && (state.kind === 'allowed' || state.kind === 'unlimited') ? (
          <Typography.Paragraph style={{ margin: 0 }} data-testid="export-remaining">
            {state.kind === 'unlimited'
              ? t('EXPORT.CONFIRM_UNLIMITED')
              : t(REMAINING_KEYS[entity], { count: state.remaining })}
          </Typography.Paragraph>
        ) : null}
      </div>
    </Modal>
  );
}
