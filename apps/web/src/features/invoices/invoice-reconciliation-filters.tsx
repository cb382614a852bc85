import {
  type DateRange,
  type InvoiceReconciliationQuery,
  RECONCILIATION_STATES,
  type ReconciliationState,
} from '@venus/shared';
import { Input } from 'antd';
import type { TFunction } from 'i18next';
import { ClientPicker } from '../../components/client-picker/client-picker.tsx';
import { DateRangePicker } from '../../components/date-range/date-range-picker.tsx';
import type { SearchCondition } from '../../components/list-page/search-condition.ts';
import { Select } from '../../components/select/select.tsx';

export interface ReconciliationFilters {
  number?: string;
  state?: ReconciliationState;
  clientId?: number;
  /** Bill date within it. */
  period?: DateRange;
}

export function reconciliationQuery(
  filters: Partial<ReconciliationFilters>,
): Partial<Omit<InvoiceReconciliationQuery, 'pageNum' | 'pageSize'>> {
  const { period, ...rest } = filters;
  return {
    ...rest,
    ...(period?.start ? { from: period.start } : {}),
    ...(period?.end ? { to: period.end } : {}),
  };
}

export function reconciliationConditions(t: TFunction): SearchCondition[] {
  const label = (key: string) => t(`invoiceReconciliationUi.${key}`);
  return [
    {
      name: 'number',
      label: label('keyword'),
      input: <Input allowClear maxLength={40} placeholder={label('keywordPlaceholder')} />,
    },
    {
      name: 'state',
      label: label('state'),
      input: (
        <Select
          allowClear
          options={RECONCILIATION_STATES.map((state) => ({
            value: state,
            label: t(`invoiceReconciliation.state.${state}`),
          }))}
        />
      ),
    },
    { name: 'period', label: label('billDate'), input: <DateRangePicker /> },
    { name: 'clientId', label: label('client'), advanced: true, input: <ClientPicker /> },
  ];
}
