import { Button, Card, Space, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface EditableCardProps {
  title: string;
  isEditing: boolean;
  isSaving: boolean;
  onEdit: () => void;
  onSave: () => void;
  onCancel: () => void;
  /** An alert shown above the fields, e.g. a failed save. */
  alert?: ReactNode;
  children: ReactNode;
}

/** Read-only until Edit; the button becomes Save; saving shows an overlay (spec access §4). */
export function EditableCard({
  title,
  isEditing,
  isSaving,
  onEdit,
  onSave,
  onCancel,
  alert,
  children,
}: EditableCardProps) {
  const { t } = useTranslation();
  const actions = isEditing ? (
    <Space>
      <Button onClick={onCancel} disabled={isSaving}>
        {t('COMMON.CANCEL')}
      </Button>
      <Button type="primary" onClick={onSave} loading={isSaving} data-testid="profile-save">
        {t('PROFILE.SAVE')}
      </Button>
    </Space>
  ) : (
    <Button onClick={onEdit} data-testid="profile-edit">
      {t('PROFILE.EDIT')}
    </Button>
  );
  return (
    <Card title={title} extra={actions}>
      {alert}
      <Spin spinning={isSaving} tip={t('PROFILE.SAVING')}>
        {children}
      </Spin>
    </Card>
  );
}
