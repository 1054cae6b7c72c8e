import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Typography } from 'antd';
import { type ReactNode, useState } from 'react';

export interface SecretShownOnceProps {
  title: string;
  secret: string;
  /** Shown above the secret (what it belongs to) and below it (how to use it). */
  before?: ReactNode;
  after?: ReactNode;
  labels: { copy: string; copied: string; done: string };
  /** The test ids' prefix: `<prefix>-panel`, `<prefix>`, `<prefix>-copy`, `<prefix>-done`. */
  testId: string;
  /** Test id of the copy button, when it does not follow the prefix. */
  copyTestId?: string;
  onDone: () => void;
}

/** A secret just created, the only time it is ever shown: copy it, then close (API keys, webhooks). */
export function SecretShownOnce({
  title,
  secret,
  before,
  after,
  labels,
  testId,
  copyTestId,
  onDone,
}: SecretShownOnceProps) {
  const [copied, setCopied] = useState(false);
  const copy = () =>
    navigator.clipboard.writeText(secret).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <Alert
      type="warning"
      showIcon
      title={title}
      description={
        <Space direction="vertical" style={{ width: '100%' }}>
          {before}
          <Typography.Text code style={{ wordBreak: 'break-all' }} data-testid={testId}>
            {secret}
          </Typography.Text>
          {after}
          <Space wrap>
            <Button
              icon={copied ? <CheckOutlined /> : <CopyOutlined />}
              onClick={() => void copy()}
              data-testid={copyTestId ?? `${testId}-copy`}
            >
              {copied ? labels.copied : labels.copy}
            </Button>
            <Button type="primary" onClick={onDone} data-testid={`${testId}-done`}>
              {labels.done}
            </Button>
          </Space>
        </Space>
      }
      style={{ marginBottom: 16 }}
      data-testid={`${testId}-panel`}
    />
  );
}
