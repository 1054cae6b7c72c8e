import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { saveBlob } from '../../../shared/utils/saveBlob.ts';

export interface RecoveryCodesPanelProps {
  codes: string[];
  onDone: () => void;
}

const FILE_NAME = 'adatlas-recovery-codes.txt';

/** The ten recovery codes, shown once: copy or download them before leaving. */
export function RecoveryCodesPanel({ codes, onDone }: RecoveryCodesPanelProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const text = codes.join('\n');

  const copy = async () => {
    await navigator.clipboard.writeText(text).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  const download = () => saveBlob(new Blob([`${text}\n`], { type: 'text/plain' }), FILE_NAME);

  return (
    <div data-testid="recovery-codes">
      <Alert
        type="warning"
        showIcon
        title={t('SECURITY.TWO_FACTOR.CODES_ONCE')}
        style={{ marginBottom: 16 }}
      />
      <ol
        style={{
          columns: 2,
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
          fontSize: 15,
          maxWidth: 360,
        }}
      >
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code">
            {code}
          </li>
        ))}
      </ol>
      <Space wrap>
        <Button icon={<CopyOutlined />} onClick={() => void copy()}>
          {copied ? t('SECURITY.TWO_FACTOR.COPIED') : t('SECURITY.TWO_FACTOR.COPY')}
        </Button>
        <Button icon={<DownloadOutlined />} onClick={download} data-testid="download-recovery-codes">
          {t('SECURITY.TWO_FACTOR.DOWNLOAD')}
        </Button>
        <Button type="primary" onClick={onDone}>
          {t('SECURITY.TWO_FACTOR.SAVED_CODES')}
        </Button>
      </Space>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        {t('SECURITY.TWO_FACTOR.CODES_HELP')}
      </Typography.Paragraph>
    </div>
  );
}
