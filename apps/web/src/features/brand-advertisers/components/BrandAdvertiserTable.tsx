import type { BrandAdvertiserPage, BrandAdvertiserRow } from '@adatlas/domain/market-data';
import { LinkOutlined } from '@ant-design/icons';
import { Table, type TableColumnsType, Tag, Tooltip } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { ScopedLink } from '../../../shared/ui/ScopedLink.tsx';
import { formatWholeCount } from '../utils/formatWholeCount.ts';

export interface BrandAdvertiserTableProps {
  page: BrandAdvertiserPage | undefined;
  isFetching: boolean;
  /** Zero-based, as the API counts. */
  pageIndex: number;
  pageSize: number;
  onPageChange: (pageIndex: number, pageSize: number) => void;
}

export function BrandAdvertiserTable(props: BrandAdvertiserTableProps) {
  const { page, isFetching, pageIndex, pageSize, onPageChange } = props;
  const { t, i18n } = useTranslation();
  const count = (value: number | null) => formatWholeCount(value, i18n.language);
  // Whole euros written the way the interface language writes numbers, like the reach beside them.
  const euros = new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  });
  const columns: TableColumnsType<BrandAdvertiserRow> = [
    {
      key: 'company',
      title: t('PAGES.BRAND_ADVERTISERS.COLUMN_COMPANY'),
      render: (_, row) => (
        <ScopedLink scope="company" to={`/companies/${row.company.id}`}>
          {row.company.name}
        </ScopedLink>
      ),
    },
    {
      key: 'brand',
      title: t('PAGES.BRAND_ADVERTISERS.COLUMN_BRAND'),
      render: (_, row) => (
        <ScopedLink scope="company" to={`/companies/${row.company.id}?brand=${row.brand.id}`}>
          {row.brand.name}
        </ScopedLink>
      ),
    },
    {
      key: 'platform',
      title: t('PAGES.BRAND_ADVERTISERS.COLUMN_PLATFORM'),
      render: (_, row) => (
        <Tag color={row.platform === 'META' ? 'blue' : 'green'}>
          {t(`PAGES.BRAND_ADVERTISERS.PLATFORM_${row.platform}`)}
        </Tag>
      ),
    },
    { key: 'year', title: t('PAGES.BRAND_ADVERTISERS.COLUMN_YEAR'), dataIndex: 'year' },
    { key: 'payer', title: t('PAGES.BRAND_ADVERTISERS.COLUMN_PAYER'), dataIndex: 'payer', ellipsis: true },
    {
      key: 'beneficiary',
      title: t('PAGES.BRAND_ADVERTISERS.COLUMN_BENEFICIARY'),
      dataIndex: 'beneficiary',
      ellipsis: true,
    },
    {
      key: 'ads',
      title: t('PAGES.BRAND_ADVERTISERS.COLUMN_ADS'),
      align: 'right',
      render: (_, row) =>
        row.ingested ? (
          <Tooltip title={t('PAGES.BRAND_ADVERTISERS.INGESTED_HINT', { count: row.nAds })}>
            <span data-testid={`ingested-ads-${row.id}`}>
              <Tag color="purple">{t('PAGES.BRAND_ADVERTISERS.INGESTED')}</Tag>
              {count(row.nAds)}
            </span>
          </Tooltip>
        ) : (
          count(row.nAds)
        ),
    },
    {
      key: 'reach',
      title: t('PAGES.BRAND_ADVERTISERS.COLUMN_REACH'),
      align: 'right',
      render: (_, row) => count(row.reach),
    },
    {
      key: 'spending',
      title: t('PAGES.BRAND_ADVERTISERS.COLUMN_SPENDING'),
      align: 'right',
      render: (_, row) => (
        <span data-field="spending">
          {row.estimatedSpending === null ? '' : euros.format(row.estimatedSpending)}
        </span>
      ),
    },
    {
      key: 'library',
      title: t('PAGES.BRAND_ADVERTISERS.COLUMN_LIBRARY'),
      align: 'center',
      render: (_, row) =>
        row.libraryUrl ? (
          <a
            href={row.libraryUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('PAGES.BRAND_ADVERTISERS.OPEN_LIBRARY')}
          >
            <LinkOutlined />
          </a>
        ) : null,
    },
  ];
  return (
    <Table<BrandAdvertiserRow>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={page?.results}
      loading={isFetching}
      scroll={{ x: 1100 }}
      locale={{ emptyText: t('COMMON.NO_DATA') }}
      data-testid="brand-advertisers-table"
      pagination={{
        current: pageIndex + 1,
        pageSize,
        total: page?.pageInfo.totalResults ?? 0,
        showSizeChanger: true,
        pageSizeOptions: [20, 50, 100],
        onChange: (current, size) => onPageChange(current - 1, size),
      }}
    />
  );
}
