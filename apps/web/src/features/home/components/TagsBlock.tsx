import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../shared/ui/Panel.tsx';

/**
 * The home slot for the user's tags (name, colour, company and contact counts). It shows the empty
 * state until the tags feature provides its list here.
 */
export function TagsBlock() {
  const { t } = useTranslation();
  return (
    <Panel title={t('PAGES.HOME.TAGS')} data-testid="home-tags" bodyStyle={{ paddingTop: 8 }}>
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('PAGES.HOME.NO_TAGS')} />
    </Panel>
  );
}
