import { Tooltip } from 'antd';
import { cloneElement, type ReactElement } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useReadOnlyView } from '../session/useReadOnlyView.ts';

export interface WriteActionProps {
  /** One control that takes `disabled` (a Button, a Switch, a Select …) and changes something. */
  children: ReactElement<{ disabled?: boolean }>;
  /** Leave the control out of a read-only view instead of showing it disabled. */
  hide?: boolean;
  /** The control sends a file: the reason given is the spec's "You cannot upload a file in this mode". */
  upload?: boolean;
}

/**
 * Every control that writes goes through this: in the read-only "see as this user" tab it is shown
 * disabled with a tooltip that says why (or left out), instead of sending a write the server refuses.
 * Elsewhere it renders the control as it is.
 */
export function WriteAction({ children, hide = false, upload = false }: WriteActionProps) {
  const { t } = useTranslation();
  const readOnly = useReadOnlyView();
  if (!readOnly) return children;
  if (hide) return null;
  const reason = t(upload ? 'COMMON.UPLOAD_NOT_IN_THIS_MODE' : 'IMPERSONATION.READ_ONLY_ACTION');
  return (
    <Tooltip title={reason}>
      {/* A disabled control takes no pointer events: the focusable span carries the tooltip. */}
      {/* biome-ignore lint/a11y/useSemanticElements: an inline wrapper of one control, not a form section */}
      <span
        data-testid="read-only-action"
        role="group"
        aria-label={reason}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users reach the tooltip too
        tabIndex={0}
        style={{ display: 'inline-flex', cursor: 'not-allowed' }}
      >
        {cloneElement(children, { disabled: true })}
      </span>
    </Tooltip>
  );
}
