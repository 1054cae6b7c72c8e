import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../../shared/ui/QueryState.tsx';
import { CreaGrid } from '../../../creativity/index.ts';
import { companyQueries } from '../../api/companies.queries.ts';

export interface CreativityTabProps {
  companyId: number;
}

export function CreativityTab({ companyId }: CreativityTabProps) {
  const query = useQuery(companyQueries.creas(companyId));
  return (
    <QueryState isPending={query.isPending} error={query.error} isEmpty={query.data?.length === 0}>
      <CreaGrid creas={query.data ?? []} />
    </QueryState>
  );
}
