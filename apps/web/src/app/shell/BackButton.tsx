import { findMenuItem } from '@adatlas/domain/navigation';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation.ts';

/** Back one step in the history, or up to the page's menu section when opened directly. */
export function BackButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  return (
    <Button
      type="link"
      icon={<ArrowLeftOutlined />}
      style={{ paddingInline: 0, marginBottom: 12 }}
      data-testid="back-button"
      onClick={() => void (canGoBack ? navigate(-1) : navigate(findMenuItem(pathname)?.path ?? '/'))}
    >
      {t('COMMON.BACK')}
    </Button>
  );
}
