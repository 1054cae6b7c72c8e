import { FoundCount } from '../../../shared/ui/FoundCount.tsx';

export interface ResultCountProps {
  /** A counted dictionary key with a {{total}} placeholder ("{{total}} companies found"). */
  labelKey: string;
  total: number;
  isCapped: boolean;
}

/** The search page's count: the same "N found" as every list page. */
export function ResultCount({ labelKey, total, isCapped }: ResultCountProps) {
  return <FoundCount labelKey={labelKey} total={total} isCapped={isCapped} />;
}
