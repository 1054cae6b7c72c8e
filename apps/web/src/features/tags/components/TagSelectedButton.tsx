import { TagsOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { WriteAction } from '../../../shared/ui/WriteAction.tsx';
import type { TagSelection } from '../hooks/useTagSelection.ts';

export interface TagSelectedButtonProps {
  selection: TagSelection;
}

/**
 * The selection bar's "Tag": opens tag mode on the rows already chosen, where the user picks an
 * existing tag or creates one and associates them (one tagging UI, not two).
 */
export function TagSelectedButton({ selection }: TagSelectedButtonProps) {
  const { t } = useTranslation();
  if (selection.isTagMode) return null;
  return (
    <WriteAction>
      <Button icon={<TagsOutlined />} onClick={() => selection.setTagMode(true)} data-testid="selection-tag">
        {t('LIST_TOOLS.TAG')}
      </Button>
    </WriteAction>
  );
}
