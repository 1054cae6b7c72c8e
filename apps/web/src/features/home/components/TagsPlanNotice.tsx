import { Typography } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { Panel } from '../../../shared/ui/Panel.tsx';

/** The tags card of an account whose plan has no tags (ecommerce without favourites). */
export function TagsPlanNotice() {
  const { t } = useTranslation();
  return (
    <Panel title={t('PAGES.HOME.TAGS')} data-testid="home-tags-plan-limit" bodyStyle={{ paddingTop: 16 }}>
      <Typography.Text type="secondary">{t('TAG.PLAN_LIMIT')}</Typography.Text>
    </Panel>
  );
}
