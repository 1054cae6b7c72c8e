import type { WorkRelation, WorkRelationPage } from '@adatlas/domain/market-data';
import { Flex, Table, type TableColumnsType, type TableProps, Tag, Typography } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { InferredRelationBadge } from '../../../shared/ui/InferredRelationBadge.tsx';
import { CompanyLink } from '../../pitch/index.ts';

export interface WorkRelationTableProps {
  page: WorkRelationPage | undefined;
  isFetching: boolean;
  direction: 'asc' | 'desc';
  onDirectionChange: (direction: 'asc' | 'desc') => void;
  pageNum: number;
  pageSize: number;
  onPageChange: (pageNum: number) => void;
}

const SORT_CYCLE: SortOrder[] = ['ascend', 'descend', 'ascend'];

export function WorkRelationTable(props: WorkRelationTableProps) {
  const { page, isFetching, direction, onDirectionChange, pageNum, pageSize, onPageChange } = props;
  const { t } = useTranslation();
  const columns: TableColumnsType<WorkRelation> = [
    {
      key: 'brand',
      title: t('PAGES.WORK_RELATIONS.COLUMN_BRAND'),
      render: (_, row) =>
        row.company ? (
          <CompanyLink company={row.company} brandId={row.brand.id}>
            {row.brand.name}
          </CompanyLink>
        ) : (
          row.brand.name
        ),
    },
    {
      key: 'company',
      title: t('PAGES.WORK_RELATIONS.COLUMN_COMPANY'),
      sorter: true,
      sortDirections: SORT_CYCLE,
      sortOrder: direction === 'asc' ? 'ascend' : 'descend',
      render: (_, row) => <CompanyLink company={row.company} />,
    },
    {
      key: 'sectors',
      title: t('PAGES.WORK_RELATIONS.COLUMN_SECTORS'),
      render: (_, row) => (
        <Flex wrap gap={4}>
          {row.sectors.map((sector) => (
            <Tag key={sector.id} style={{ marginInlineEnd: 0 }}>
              {sector.key}
            </Tag>
          ))}
        </Flex>
      ),
    },
    {
      key: 'agencies',
      title: t('PAGES.WORK_RELATIONS.COLUMN_AGENCIES'),
      width: 380,
      render: (_, row) => (
        <Flex vertical gap={6}>
          {row.agencies.map((agency) => (
            <div key={agency.id}>
              <Typography.Text strong style={{ marginInlineEnd: 8 }}>
                <CompanyLink company={agency} />
              </Typography.Text>
              {agency.categories.map((category) => (
                <Tag key={category.categoryId} color="blue" bordered={false}>
                  {category.categoryName}
                </Tag>
              ))}
              {agency.inferred ? <InferredRelationBadge evidence={agency.inferred} /> : null}
            </div>
          ))}
        </Flex>
      ),
    },
  ];
  const onChange: TableProps<WorkRelation>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'paginate') return onPageChange(pagination.current ?? 1);
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    onDirectionChange(single?.order === 'descend' ? 'desc' : 'asc');
  };
  return (
    <Table<WorkRelation>
      rowKey={(row) => row.brand.id}
      size="middle"
      columns={columns}
      dataSource={page?.workRelations.data}
      loading={isFetching}
      scroll={{ x: 900 }}
      onChange={onChange}
      showSorterTooltip={false}
      locale={{ emptyText: t('COMMON.NO_DATA') }}
      data-testid="work-relations-table"
      pagination={{
        current: pageNum,
        pageSize,
        total: page?.workRelations.totalResults ?? 0,
        showSizeChanger: false,
      }}
    />
  );
}
