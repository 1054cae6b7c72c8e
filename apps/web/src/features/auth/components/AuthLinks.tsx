import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface AuthLinksProps {
  text?: string;
  to: string;
  children: ReactNode;
}

/** "No account yet? Start a free trial" and similar lines under the sign-in cards. */
export function AuthLinks({ text, to, children }: AuthLinksProps) {
  return (
    <Typography.Text type="secondary">
      {text ? `${text} ` : null}
      <Link to={to}>{children}</Link>
    </Typography.Text>
  );
}
