import { Tooltip } from 'antd';
import { cloneElement, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useReadOnlyView } from '../session/useReadOnlyView.ts';

export interface WriteActionProps {
  /** One control that takes `disabled` (a Button, a Switch, a Select …) and changes something. */
  children: ReactElement<{ disabled?: boolean }>;
  /** Leave the control out of a read-only view instead of showing it disabled. */
  hide?: boolean;
}

/**
 * Every control that writes goes through this: in the read-only "see as this user" tab it is shown
 * disabled with a tooltip that says why (or left out), instead of sending a write the server refuses.
 * Elsewhere it renders the control as it is.
 */
export function WriteAction({ children, hide = false }: WriteActionProps) {
  const { t } = useTranslation();
  const readOnly = useReadOnlyView();
  if (!readOnly) return children;
  if (hide) return null;
  return (
    <Tooltip title={t('IMPERSONATION.READ_ONLY_ACTION')}>
      {/* A disabled control takes no pointer events: the focusable span carries the tooltip. */}
      <span
        data-testid="read-only-action"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users reach the tooltip too
        tabIndex={0}
        style={{ display: 'inline-flex', cursor: 'not-allowed' }}
      >
        {cloneElement(children, { disabled: true })}
      </span>
    </Tooltip>
  );
}
