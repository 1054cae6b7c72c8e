import type { TreeNode } from '@adatlas/domain/reference-lists';
import { useQuery } from '@tanstack/react-query';
import { TreeSelect } from 'antd';
import { referenceListQueries } from '../../../shared/api/referenceLists.queries.ts';
import { useSession } from '../../../shared/session/useSession.ts';

export interface SectorTreeSelectProps {
  /** Optional so that a Form.Item can drive it. */
  value?: readonly number[];
  onChange?: (value: number[]) => void;
  placeholder?: string;
  id?: string;
}

interface SectorOption {
  value: number;
  title: string;
  children: SectorOption[];
}

const toOption = (node: TreeNode): SectorOption => ({
  value: node.id,
  title: node.key,
  children: node.children.map(toOption),
});

/**
 * The sector tree as a multi-select. A checked parent sends its whole branch, because the API
 * matches the sector ids stored on a row as they are.
 */
export function SectorTreeSelect({ value, onChange, placeholder, id }: SectorTreeSelectProps) {
  const tenant = useSession().session?.tenant ?? '';
  const tree = useQuery(referenceListQueries.tree(tenant, 'Sector'));
  return (
    <TreeSelect<number[]>
      id={id}
      multiple
      allowClear
      treeCheckable
      showCheckedStrategy={TreeSelect.SHOW_ALL}
      maxTagCount="responsive"
      loading={tree.isLoading}
      placeholder={placeholder}
      value={value ? [...value] : []}
      onChange={(next) => onChange?.(next ?? [])}
      treeData={(tree.data ?? []).map(toOption)}
      showSearch={{ treeNodeFilterProp: 'title' }}
      style={{ width: '100%' }}
    />
  );
}
