import { hasScope } from '@adatlas/domain/scopes';
import { LockOutlined } from '@ant-design/icons';
import { Alert, Avatar, Button, Card, Flex, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { useHelpdeskEmail } from '../../tenants/index.ts';
import { useOutOfQuotaChoice } from '../hooks/useOutOfQuotaChoice.tsx';

export interface LockedRecordCardProps {
  /** The record's initials, as its page would show them. */
  initials: string;
  name: string;
  /** What the lists already show: type, function, company, city. */
  subtitle: ReactNode;
  /** What opening it would show, each already translated; null while the preview loads. */
  reveals: string[] | null;
}

/**
 * A company or contact the user has no credit left to open: what the lists already show, what an
 * open would add, the open itself disabled, and the plan choice (or whom to ask) beside it.
 */
export function LockedRecordCard({ initials, name, subtitle, reveals }: LockedRecordCardProps) {
  const { t } = useTranslation();
  const { viewer } = useSession();
  const helpdeskEmail = useHelpdeskEmail();
  const choice = useOutOfQuotaChoice({
    enabled: true,
    canChoosePlan: hasScope(viewer.scopes, 'ecommerce'),
    helpdeskEmail,
  });
  return (
    <Card data-testid="locked-record">
      <Flex gap={20} align="center" wrap>
        <Avatar size={72} style={{ background: '#5b6b7f', fontSize: 26 }}>
          {initials.toUpperCase()}
        </Avatar>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Typography.Title
            level={2}
            style={{ margin: 0, overflowWrap: 'anywhere' }}
            data-testid="locked-name"
          >
            {name}
          </Typography.Title>
          <Typography.Text type="secondary" data-testid="locked-subtitle">
            {subtitle}
          </Typography.Text>
        </div>
      </Flex>
      <Alert
        style={{ marginTop: 20 }}
        type="info"
        showIcon
        icon={<LockOutlined />}
        title={t('LOCKED_RECORD.TITLE')}
        description={
          reveals && reveals.length > 0 ? (
            <>
              {t('LOCKED_RECORD.WOULD_SHOW')}
              <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }} data-testid="locked-reveals">
                {reveals.map((reveal) => (
                  <li key={reveal}>{reveal}</li>
                ))}
              </ul>
            </>
          ) : null
        }
      />
      <div style={{ marginTop: 20 }}>{choice.text}</div>
      <Flex gap={8} wrap>
        <Tooltip title={t('LOCKED_RECORD.NO_CREDITS')}>
          {/* A disabled button takes no pointer events: the span carries the tooltip. */}
          <span>
            <Button icon={<LockOutlined />} disabled data-testid="locked-open">
              {t('LOCKED_RECORD.OPEN')}
            </Button>
          </span>
        </Tooltip>
        {choice.action}
      </Flex>
      {choice.extra ? <div style={{ marginTop: 12 }}>{choice.extra}</div> : null}
    </Card>
  );
}
