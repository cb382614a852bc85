import {
  type DateRange,
  INVOICE_STATUSES,
  INVOICE_TYPES,
  type InvoiceListQuery,
  type InvoiceStatus,
  type InvoiceType,
} from '@venus/shared';
import { Input } from 'antd';
import type { TFunction } from 'i18next';
import { ClientPicker } from '../../components/client-picker/client-picker.tsx';
import { DateRangePicker } from '../../components/date-range/date-range-picker.tsx';
import type { SearchCondition } from '../../components/list-page/search-condition.ts';
import { Select } from '../../components/select/select.tsx';

export interface InvoiceFilters {
  number?: string;
  status?: InvoiceStatus;
  invoiceType?: InvoiceType;
  clientId?: number;
  /** Invoice date within it. */
  period?: DateRange;
}

export function invoiceQuery(
  filters: Partial<InvoiceFilters>,
): Partial<Omit<InvoiceListQuery, 'pageNum' | 'pageSize'>> {
  const { period, ...rest } = filters;
  return {
    ...rest,
    ...(period?.start ? { dateFrom: period.start } : {}),
    ...(period?.end ? { dateTo: period.end } : {}),
  };
}

export function invoiceConditions(t: TFunction): SearchCondition[] {
  const label = (key: string) => t(`invoicesUi.field.${key}`);
  return [
    {
      name: 'number',
      label: t('invoicesUi.keyword'),
      input: <Input allowClear maxLength={40} placeholder={t('invoicesUi.keywordPlaceholder')} />,
    },
    {
      name: 'status',
      label: t('field.status'),
      input: (
        <Select
          allowClear
          options={INVOICE_STATUSES.map((status) => ({
            value: status,
            label: t(`invoice.status.${status}`),
          }))}
        />
      ),
    },
    {
      name: 'invoiceType',
      label: label('invoiceType'),
      advanced: true,
      input: (
        <Select
          allowClear
          options={INVOICE_TYPES.map((type) => ({ value: type, label: t(`invoice.type.${type}`) }))}
        />
      ),
    },
    { name: 'clientId', label: label('clientName'), advanced: true, input: <ClientPicker /> },
    { name: 'period', label: label('invoiceDate'), advanced: true, input: <DateRangePicker /> },
  ];
}
