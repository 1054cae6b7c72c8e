import type { AdLibraryAdvertiser, AdvertiserPickOption } from '@adatlas/domain/ad-library';
import { useQuery } from '@tanstack/react-query';
import { Modal, type RefSelectProps, Select, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { advertiserMatchingQueries } from '../api/advertiserMatching.queries.ts';

export interface AdvertiserPickModalProps {
  advertiser: AdLibraryAdvertiser | null;
  onPick: (option: AdvertiserPickOption) => void;
  onClose: () => void;
}

const optionValue = (option: AdvertiserPickOption) => `${option.companyId}:${option.brandId ?? ''}`;

/** Finds a brand or company by name to say what an advertiser name really is. */
export function AdvertiserPickModal({ advertiser, onPick, onClose }: AdvertiserPickModalProps) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const options = useQuery(advertiserMatchingQueries.pickOptions(q));
  const search = useRef<RefSelectProps>(null);
  return (
    <Modal
      open={advertiser !== null}
      // The dialog takes the focus once it has opened, after the search's autoFocus: without motion
      // (reduced-motion setting) nothing gave it back, and the name typed went nowhere.
      afterOpenChange={(open) => open && search.current?.focus()}
      title={t('ADMIN.ADVERTISERS.PICK_TITLE', { name: advertiser?.name ?? '' })}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('ADMIN.ADVERTISERS.PICK_HINT')}</Typography.Paragraph>
      <Select
        ref={search}
        autoFocus
        showSearch
        filterOption={false}
        style={{ width: '100%' }}
        placeholder={t('ADMIN.ADVERTISERS.PICK_PLACEHOLDER')}
        onSearch={setQ}
        loading={options.isFetching}
        notFoundContent={q.trim().length >= 2 && !options.isFetching ? t('COMMON.NO_DATA') : null}
        data-testid="advertiser-pick-select"
        options={(options.data ?? []).map((option) => ({
          value: optionValue(option),
          label: option.brandName
            ? t('ADMIN.ADVERTISERS.PICK_BRAND', { brand: option.brandName, company: option.companyName })
            : option.companyName,
        }))}
        onChange={(value: string) => {
          const chosen = options.data?.find((option) => optionValue(option) === value);
          if (chosen) onPick(chosen);
        }}
      />
    </Modal>
  );
}
