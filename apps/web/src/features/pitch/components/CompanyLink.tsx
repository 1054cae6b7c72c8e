import type { IdName } from '@adatlas/domain/market-data';
import { ScopedLink } from '../../../shared/ui/ScopedLink.tsx';

export interface CompanyLinkProps {
  company: IdName | null;
  /** Preselects a brand on the company page. */
  brandId?: number;
  children?: string;
}

/** A company name, linking to its page only for viewers holding the company scope. */
export function CompanyLink({ company, brandId, children }: CompanyLinkProps) {
  if (!company) return null;
  const search = brandId === undefined ? '' : `?brand=${brandId}`;
  return (
    <ScopedLink scope="company" to={`/companies/${company.id}${search}`}>
      {children ?? company.name}
    </ScopedLink>
  );
}
