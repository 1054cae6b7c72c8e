import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation.ts';

export function GoHomeButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button type="primary" onClick={() => void navigate('/')}>
      {t('COMMON.GO_HOME')}
    </Button>
  );
}
