import { RECEIPT_STATUSES } from '@venus/shared';
import { Input } from 'antd';
import type { TFunction } from 'i18next';
import { ClientPicker } from '../../components/client-picker/client-picker.tsx';
import { DateRangePicker } from '../../components/date-range/date-range-picker.tsx';
import type { SearchCondition } from '../../components/list-page/search-condition.ts';
import { Select } from '../../components/select/select.tsx';

/** The currencies a receipt is recorded in, most common first. */
export const RECEIPT_CURRENCIES = ['CNY', 'USD', 'EUR', 'HKD', 'GBP', 'JPY'] as const;

export function receiptConditions(t: TFunction): SearchCondition[] {
  const label = (key: string) => t(`receiptsView.field.${key}`);
  return [
    {
      name: 'keyword',
      label: t('receiptsView.keyword'),
      input: <Input allowClear maxLength={64} placeholder={t('receiptsView.keywordPlaceholder')} />,
    },
    {
      name: 'unallocatedOnly',
      label: label('allocation'),
      input: <Select allowClear options={[{ value: 'true', label: t('receiptsView.unallocatedOnly') }]} />,
    },
    { name: 'clientId', label: label('client'), input: <ClientPicker /> },
    {
      name: 'status',
      label: t('field.status'),
      advanced: true,
      input: (
        <Select
          allowClear
          options={RECEIPT_STATUSES.map((status) => ({
            value: status,
            label: t(`receipt.status.${status}`),
          }))}
        />
      ),
    },
    {
      name: 'currency',
      label: label('currency'),
      advanced: true,
      input: <Select allowClear options={RECEIPT_CURRENCIES.map((code) => ({ value: code, label: code }))} />,
    },
    { name: 'period', label: label('receivedOn'), advanced: true, input: <DateRangePicker /> },
  ];
}
