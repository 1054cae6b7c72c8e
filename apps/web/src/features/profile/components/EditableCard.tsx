import { App, Button, Card, type FormInstance, Space, Spin } from 'antd';
import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { hasFormChanged } from '../utils/hasFormChanged.ts';
import { isSubmitEnter } from '../utils/isSubmitEnter.ts';

export interface EditableCardProps<Payload> {
  title: string;
  /** The card's form: Cancel compares its values with `savedValues`. */
  form: FormInstance;
  savedValues: object;
  isEditing: boolean;
  isSaving: boolean;
  onEdit: () => void;
  /** Validates the form, showing its errors; resolves what to save, or null to stay editing. */
  validate: () => Promise<Payload | null>;
  /** Runs once the user confirms the save. */
  onSave: (payload: Payload) => void;
  /** Restores the saved values and ends editing, once the user confirms the discard. */
  onCancel: () => void;
  /** An alert shown above the fields, e.g. a failed save. */
  alert?: ReactNode;
  children: ReactNode;
}

/**
 * Read-only until Edit; the button becomes Save; saving shows an overlay (spec access §4). Save
 * (button or Enter) and Cancel of a changed form ask first (spec access §5); dismissing the prompt
 * keeps the form in edit mode as it was.
 */
export function EditableCard<Payload>({
  title,
  form,
  savedValues,
  isEditing,
  isSaving,
  onEdit,
  validate,
  onSave,
  onCancel,
  alert,
  children,
}: EditableCardProps<Payload>) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  // A second Enter or click while a prompt is open (or the form validating) must not stack another.
  const isAsking = useRef(false);
  const release = () => {
    isAsking.current = false;
  };

  const requestSave = async () => {
    if (isAsking.current || isSaving) return;
    isAsking.current = true;
    const payload = await validate().catch(() => null);
    if (payload === null) return release();
    modal.confirm({
      title: t('PROFILE.CONFIRM_SAVE'),
      okText: t('PROFILE.SAVE'),
      okButtonProps: { 'data-testid': 'profile-save-ok' },
      cancelText: t('COMMON.CANCEL'),
      onOk: () => onSave(payload),
      afterClose: release,
    });
  };

  const requestCancel = () => {
    if (isAsking.current) return;
    if (!hasFormChanged(savedValues, form.getFieldsValue(true))) return onCancel();
    isAsking.current = true;
    modal.confirm({
      title: t('PROFILE.CONFIRM_DISCARD'),
      content: t('PROFILE.CONFIRM_DISCARD_TEXT'),
      okText: t('PROFILE.DISCARD'),
      okButtonProps: { danger: true, 'data-testid': 'profile-discard-ok' },
      cancelText: t('PROFILE.KEEP_EDITING'),
      onOk: onCancel,
      afterClose: release,
    });
  };

  const submitOnEnter = (event: KeyboardEvent) => {
    if (!isSubmitEnter({ key: event.key, isComposing: event.nativeEvent.isComposing, target: event.target }))
      return;
    event.preventDefault();
    void requestSave();
  };

  const actions = isEditing ? (
    <Space>
      <Button onClick={requestCancel} disabled={isSaving} data-testid="profile-cancel">
        {t('COMMON.CANCEL')}
      </Button>
      <Button type="primary" onClick={() => void requestSave()} loading={isSaving} data-testid="profile-save">
        {t('PROFILE.SAVE')}
      </Button>
    </Space>
  ) : (
    <Button onClick={onEdit} data-testid="profile-edit">
      {t('PROFILE.EDIT')}
    </Button>
  );
  return (
    <Card title={title} extra={actions} onKeyDown={isEditing ? submitOnEnter : undefined}>
      {alert}
      <Spin spinning={isSaving} tip={t('PROFILE.SAVING')}>
        {children}
      </Spin>
    </Card>
  );
}
