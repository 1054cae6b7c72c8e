import { useQuery } from '@tanstack/react-query';
import { Card, Skeleton } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { ErrorResult } from '../../../shared/ui/ErrorResult.tsx';
import { LockedRecordCard } from '../../errors/index.ts';
import { contactQueries } from '../api/contacts.queries.ts';

export interface LockedContactProps {
  contactId: number;
}

/** The contact page of a user out of credits: the free preview instead of the detail. */
export function LockedContact({ contactId }: LockedContactProps) {
  const { t } = useTranslation();
  const preview = useQuery(contactQueries.preview(contactId));
  if (preview.error) return <ErrorResult status={500} />;
  const contact = preview.data;
  const skeleton = (
    <Card>
      <Skeleton avatar active paragraph={{ rows: 4 }} />
    </Card>
  );
  if (!contact) return skeleton;
  const reveals = [
    contact.emailExists ? t('LOCKED_RECORD.CONTACT_EMAIL') : null,
    contact.phoneExists ? t('LOCKED_RECORD.CONTACT_PHONE') : null,
    contact.linkedinExists ? t('LOCKED_RECORD.CONTACT_LINKEDIN') : null,
    t('LOCKED_RECORD.CONTACT_PROFILE'),
  ].filter((reveal): reveal is string => reveal !== null);
  return (
    <LockedRecordCard
      initials={`${contact.name[0] ?? ''}${contact.surname[0] ?? ''}`}
      name={`${contact.name} ${contact.surname}`}
      subtitle={[contact.title ?? contact.function?.key, contact.company?.name, contact.city]
        .filter(Boolean)
        .join(' · ')}
      reveals={reveals}
    />
  );
}
