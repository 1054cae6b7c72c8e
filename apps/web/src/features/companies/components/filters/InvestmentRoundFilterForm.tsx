import type { InvestmentRoundFilter } from '@adatlas/domain/companies';
import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Flex, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation.ts';
import { referenceListQueries } from '../../../../shared/api/referenceLists.queries.ts';
import { useSession } from '../../../../shared/session/useSession.ts';
import { MinMaxInputs } from './MinMaxInputs.tsx';

export interface InvestmentRoundFilterFormProps {
  onAdd: (filter: InvestmentRoundFilter) => void;
}

/** Spec data §5: the investment-round Add has no precondition. */
export function InvestmentRoundFilterForm({ onAdd }: InvestmentRoundFilterFormProps) {
  const { t } = useTranslation();
  const { session } = useSession();
  const fundingTypes = useQuery(referenceListQueries.flat(session?.tenant ?? '', 'funding_type'));
  const [types, setTypes] = useState<number[]>([]);
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [investor, setInvestor] = useState('');
  const [min, setMin] = useState<number | null>(null);
  const [max, setMax] = useState<number | null>(null);
  return (
    <Flex gap={8} wrap align="center">
      <Select
        mode="multiple"
        placeholder={t('FILTERS.FUNDING_TYPE')}
        aria-label={t('FILTERS.FUNDING_TYPE')}
        value={types}
        onChange={setTypes}
        options={(fundingTypes.data ?? []).map((item) => ({ value: item.id, label: item.label }))}
        style={{ minWidth: 180 }}
      />
      <DatePicker.RangePicker
        aria-label={t('FILTERS.DATE_RANGE')}
        value={range}
        onChange={(value) => setRange(value)}
        format="DD/MM/YYYY"
        allowEmpty={[true, true]}
      />
      <Input
        placeholder={t('FILTERS.INVESTOR')}
        aria-label={t('FILTERS.INVESTOR')}
        value={investor}
        onChange={(e) => setInvestor(e.target.value)}
        style={{ width: 160 }}
      />
      <MinMaxInputs min={min} max={max} onMinChange={setMin} onMaxChange={setMax} width={120} />
      <Button
        onClick={() => {
          onAdd({
            types: types.length > 0 ? types : undefined,
            fromDate: range?.[0]?.format('YYYY-MM-DD'),
            toDate: range?.[1]?.format('YYYY-MM-DD'),
            investorName: investor.trim() ? [investor.trim()] : undefined,
            min: min ?? undefined,
            max: max ?? undefined,
          });
          setTypes([]);
          setRange(null);
          setInvestor('');
          setMin(null);
          setMax(null);
        }}
      >
        {t('FILTERS.ADD')}
      </Button>
    </Flex>
  );
}
