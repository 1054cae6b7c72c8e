import {
  type ImportColumn,
  type ImportColumnAccepts,
  type ImportEntity,
  importColumns,
  importTemplateCsv,
} from '@adatlas/domain/admin';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Collapse, Table, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import type { TFunction } from '../../../i18n/translator.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { saveBlob } from '../../../shared/utils/saveBlob.ts';

export interface ImportColumnGuideProps {
  entity: ImportEntity;
}

/** What a column accepts, in the reader's language. */
function acceptsText(t: TFunction, accepts: ImportColumnAccepts): string {
  switch (accepts.kind) {
    case 'recordId':
      return t('ADMIN.IMPORT.ACCEPTS.RECORD_ID');
    case 'lookup':
      if (accepts.lookup.source === 'records')
        return t('ADMIN.IMPORT.ACCEPTS.RECORD_OF', {
          entity: t(`ADMIN.ENTITY.${accepts.lookup.entity.toUpperCase()}`),
        });
      return t('ADMIN.IMPORT.ACCEPTS.LIST_ENTRY', {
        list:
          accepts.lookup.source === 'tree'
            ? t(`ADMIN.REFERENCE.${accepts.lookup.list.toUpperCase()}`)
            : accepts.lookup.list,
      });
    case 'text':
      return accepts.maxLength
        ? t('ADMIN.IMPORT.ACCEPTS.TEXT_UP_TO', { max: accepts.maxLength })
        : t('ADMIN.IMPORT.ACCEPTS.TEXT');
    case 'email':
      return t('ADMIN.IMPORT.ACCEPTS.EMAIL');
    case 'link':
      return t('ADMIN.IMPORT.ACCEPTS.LINK');
    case 'year':
      return t('ADMIN.IMPORT.ACCEPTS.YEAR', { min: accepts.min ?? 0, max: accepts.max });
    case 'number':
      if (accepts.min !== undefined && accepts.max !== undefined && accepts.max < 1e9)
        return t('ADMIN.IMPORT.ACCEPTS.WHOLE_BETWEEN', { min: accepts.min, max: accepts.max });
      return accepts.integer ? t('ADMIN.IMPORT.ACCEPTS.WHOLE') : t('ADMIN.IMPORT.ACCEPTS.NUMBER');
    case 'date':
      return t('ADMIN.IMPORT.ACCEPTS.DATE');
    case 'option':
      return t('ADMIN.IMPORT.ACCEPTS.OPTION', { options: accepts.options.join(', ') });
    case 'boolean':
      return t('ADMIN.IMPORT.ACCEPTS.BOOLEAN');
  }
}

/**
 * The downloadable template of the chosen kind of record and the guide to its columns: what each
 * holds, whether it is required, what it accepts and an example, made from the rules the import
 * checks rows with.
 */
export function ImportColumnGuide({ entity }: ImportColumnGuideProps) {
  const { t } = useTranslation();
  const columns = useMemo(() => importColumns(entity, new Date()), [entity]);
  const download = () =>
    saveBlob(
      new Blob([importTemplateCsv(entity, new Date())], { type: 'text/csv;charset=utf-8' }),
      `adatlas-${entity}-template.csv`,
    );
  return (
    <div data-testid="import-column-guide">
      <Button icon={<DownloadOutlined />} onClick={download} data-testid="import-template">
        {t('ADMIN.IMPORT.TEMPLATE', { entity: t(`ADMIN.ENTITY.${entity.toUpperCase()}`) })}
      </Button>
      <Collapse
        ghost
        style={{ marginTop: 8 }}
        items={[
          {
            key: 'guide',
            label: t('ADMIN.IMPORT.GUIDE'),
            children: (
              <>
                <Typography.Paragraph type="secondary">{t('ADMIN.IMPORT.GUIDE_HINT')}</Typography.Paragraph>
                <Table<ImportColumn>
                  size="small"
                  rowKey="key"
                  pagination={false}
                  dataSource={columns}
                  scroll={{ x: 'max-content' }}
                  columns={[
                    {
                      title: t('ADMIN.IMPORT.COLUMN'),
                      dataIndex: 'key',
                      render: (key: string) => <Typography.Text code>{key}</Typography.Text>,
                    },
                    {
                      title: t('ADMIN.IMPORT.FIELD'),
                      dataIndex: 'label',
                      render: (label: string) => t(label),
                    },
                    {
                      title: t('ADMIN.IMPORT.REQUIRED'),
                      dataIndex: 'required',
                      render: (required: boolean) =>
                        required ? <Tag color="orange">{t('ADMIN.IMPORT.REQUIRED')}</Tag> : null,
                    },
                    {
                      title: t('ADMIN.IMPORT.ACCEPTS.TITLE'),
                      key: 'accepts',
                      render: (_value: unknown, column) => acceptsText(t, column.accepts),
                    },
                    { title: t('ADMIN.IMPORT.EXAMPLE'), dataIndex: 'example' },
                  ]}
                />
              </>
            ),
          },
        ]}
      />
    </div>
  );
}
