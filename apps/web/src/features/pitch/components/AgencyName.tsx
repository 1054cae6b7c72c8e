import type { IdName } from '@adatlas/domain/market-data';
import { CompanyLink } from './CompanyLink.tsx';

export interface AgencyNameProps {
  company: IdName | null;
  /** The name of an agency that is not in the database, shown when no company is linked. */
  external: string | null;
}

export function AgencyName({ company, external }: AgencyNameProps) {
  if (company) return <CompanyLink company={company} />;
  return external ? <span>{external}</span> : null;
}
