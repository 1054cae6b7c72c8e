import type { JobOfferFilter } from '@adatlas/domain/companies';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation.ts';
import { referenceListQueries } from '../../../../shared/api/referenceLists.queries.ts';
import { useSession } from '../../../../shared/session/useSession.ts';

export interface JobOfferFilterFormProps {
  onAdd: (filter: JobOfferFilter) => void;
}

/** Spec data §5: Add needs at least one of location, description, contract type, job title. */
export function JobOfferFilterForm({ onAdd }: JobOfferFilterFormProps) {
  const { t } = useTranslation();
  const { session } = useSession();
  const contractTypes = useQuery(referenceListQueries.flat(session?.tenant ?? '', 'contract_type'));
  const [jobTitle, setJobTitle] = useState('');
  const [description, setDescription] = useState('');
  const [location, setLocation] = useState('');
  const [contractType, setContractType] = useState<string | undefined>();
  const canAdd = Boolean(jobTitle.trim() || description.trim() || location.trim() || contractType);
  const text = (value: string) => (value.trim() ? value.trim() : undefined);
  return (
    <Flex gap={8} wrap align="center">
      <Input
        placeholder={t('FILTERS.JOB_TITLE')}
        aria-label={t('FILTERS.JOB_TITLE')}
        value={jobTitle}
        onChange={(e) => setJobTitle(e.target.value)}
        style={{ width: 170 }}
      />
      <Input
        placeholder={t('FILTERS.DESCRIPTION')}
        aria-label={t('FILTERS.DESCRIPTION')}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        style={{ width: 170 }}
      />
      <Input
        placeholder={t('FILTERS.LOCATION')}
        aria-label={t('FILTERS.LOCATION')}
        value={location}
        onChange={(e) => setLocation(e.target.value)}
        style={{ width: 150 }}
      />
      <Select
        allowClear
        placeholder={t('FILTERS.CONTRACT_TYPE')}
        aria-label={t('FILTERS.CONTRACT_TYPE')}
        value={contractType}
        onChange={setContractType}
        options={(contractTypes.data ?? []).map((item) => ({ value: item.key, label: item.label }))}
        style={{ width: 180 }}
      />
      <Button
        disabled={!canAdd}
        onClick={() => {
          const title = text(jobTitle);
          const about = text(description);
          onAdd({
            jobTitle: title ? [title] : undefined,
            description: about ? [about] : undefined,
            location: text(location),
            contractType,
          });
          setJobTitle('');
          setDescription('');
          setLocation('');
          setContractType(undefined);
        }}
      >
        {t('FILTERS.ADD')}
      </Button>
    </Flex>
  );
}
