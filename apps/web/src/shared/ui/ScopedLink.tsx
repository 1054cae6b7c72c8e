import { canAccess } from '@adatlas/domain/navigation';
import { Link, type LinkProps } from 'react-router';
import { useSession } from '../session/useSession.ts';

export interface ScopedLinkProps extends LinkProps {
  /** The scope the target page needs (`company` for /companies/…, `contact` for /contacts/…). */
  scope: string;
}

/**
 * A link shown only to viewers holding `scope` (spec data §2, §6); everybody else reads the same
 * text, not clickable, instead of a link whose page would answer /forbidden.
 */
export function ScopedLink({ scope, children, style, className, ...link }: ScopedLinkProps) {
  const { viewer } = useSession();
  if (!canAccess(viewer, [scope])) {
    return (
      <span style={style} className={className} data-testid="scoped-link-text">
        {children}
      </span>
    );
  }
  return (
    <Link {...link} style={style} className={className}>
      {children}
    </Link>
  );
}
