import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export function GoHomeButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button type="primary" onClick={() => void navigate('/')}>
      {t('COMMON.GO_HOME')}
    </Button>
  );
}
