import type { IdName } from '@adatlas/domain/market-data';
import { hasScope } from '@adatlas/domain/scopes';
import { Link } from 'react-router';
import { useSession } from '../../../shared/session/useSession.ts';

export interface CompanyLinkProps {
  company: IdName | null;
  /** Preselects a brand on the company page. */
  brandId?: number;
  children?: string;
}

/** A company name, linking to its page only for viewers holding the company scope. */
export function CompanyLink({ company, brandId, children }: CompanyLinkProps) {
  const { viewer } = useSession();
  if (!company) return null;
  const text = children ?? company.name;
  if (!viewer.isAdmin && !hasScope(viewer.scopes, 'company')) return <span>{text}</span>;
  const search = brandId === undefined ? '' : `?brand=${brandId}`;
  return <Link to={`/companies/${company.id}${search}`}>{text}</Link>;
}
