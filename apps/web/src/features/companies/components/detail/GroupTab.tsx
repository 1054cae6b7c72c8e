import type { GroupTreeNode } from '@adatlas/domain/companies';
import { ApartmentOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { Link } from 'react-router';
import { QueryState } from '../../../../shared/ui/QueryState.tsx';
import { companyQueries } from '../../api/companies.queries.ts';

export interface GroupTabProps {
  companyId: number;
}

function toTree(node: GroupTreeNode, currentId: number): DataNode {
  return {
    key: node.id,
    title:
      node.id === currentId ? (
        <Typography.Text strong>{node.name}</Typography.Text>
      ) : (
        <Link to={`/companies/${node.id}`}>{node.name}</Link>
      ),
    children: node.children.map((child) => toTree(child, currentId)),
  };
}

/** The group from its root, the current company in bold and every other one a link. */
export function GroupTab({ companyId }: GroupTabProps) {
  const query = useQuery(companyQueries.group(companyId));
  return (
    <QueryState isPending={query.isPending} error={query.error} isEmpty={!query.data}>
      {query.data ? (
        <Tree
          showLine
          showIcon
          icon={<ApartmentOutlined />}
          defaultExpandAll
          selectable={false}
          treeData={[toTree(query.data, companyId)]}
          data-testid="group-tree"
        />
      ) : null}
    </QueryState>
  );
}
