import type { TreeNode } from '@adatlas/domain/reference-lists';
import { useQuery } from '@tanstack/react-query';
import { TreeSelect } from 'antd';
import { useTranslation } from '../../../../i18n/useTranslation.ts';
import { referenceListQueries } from '../../../../shared/api/referenceLists.queries.ts';
import { useSession } from '../../../../shared/session/useSession.ts';
import { useFilterControlLabel } from '../../hooks/useFilterControlLabel.ts';
import type { FacetCounts } from '../../utils/facetCounts.ts';
import { FacetLabel } from './FacetLabel.tsx';

export interface TreeFilterSelectProps {
  entity: 'Category' | 'Sector' | 'Function';
  value: number[] | undefined;
  onChange: (value: number[] | undefined) => void;
  placeholder: string;
  /** Offer only these nodes (and what is chosen already): a subtree the list is confined to. */
  within?: ReadonlySet<number>;
  testId?: string;
  /** How many records each node finds (with its subtree), shown beside it once loaded. */
  counts?: FacetCounts;
}

interface TreeOption {
  value: number;
  title: string;
  children: TreeOption[];
}

function toOptions(nodes: TreeNode[]): TreeOption[] {
  return nodes.map((node) => ({ value: node.id, title: node.key, children: toOptions(node.children) }));
}

/** The nodes of `within` (with their subtrees), lifted to the top wherever their parent is not in it. */
function restrictTree(nodes: TreeNode[], within: ReadonlySet<number>): TreeNode[] {
  return nodes.flatMap((node) => (within.has(node.id) ? [node] : restrictTree(node.children, within)));
}

/** Multi-select over a reference tree (categories, sectors, functions). */
export function TreeFilterSelect({
  entity,
  value,
  onChange,
  placeholder,
  within,
  testId,
  counts,
}: TreeFilterSelectProps) {
  const { t } = useTranslation();
  const { session } = useSession();
  const label = useFilterControlLabel(placeholder);
  const tree = useQuery(referenceListQueries.tree(session?.tenant ?? '', entity));
  return (
    <TreeSelect
      multiple
      allowClear
      treeCheckable={false}
      showSearch={{ treeNodeFilterProp: 'title' }}
      value={value ?? []}
      onChange={(next: number[]) => onChange(next.length > 0 ? next : undefined)}
      placeholder={placeholder}
      loading={tree.isPending}
      treeData={toOptions(within ? restrictTree(tree.data ?? [], within) : (tree.data ?? []))}
      treeTitleRender={(node: TreeOption) => (
        <FacetLabel label={node.title} value={node.value} counts={counts} />
      )}
      notFoundContent={t('COMMON.NO_DATA')}
      maxTagCount="responsive"
      style={{ width: '100%' }}
      data-testid={testId}
      {...label}
    />
  );
}
