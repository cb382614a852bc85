import { BILL_STATUSES, type BillStatus, type DateRange } from '@venus/shared';
import { Input } from 'antd';
import type { TFunction } from 'i18next';
import { ClientPicker } from '../../components/client-picker/client-picker.tsx';
import { DateRangePicker } from '../../components/date-range/date-range-picker.tsx';
import type { SearchCondition } from '../../components/list-page/search-condition.ts';
import { ProjectSearchBox } from '../../components/project-search/project-search-box.tsx';
import { Select } from '../../components/select/select.tsx';
import { searchCases } from '../cases/cases-api.ts';
import type { BillFilterQuery } from './bills-api.ts';

export interface BillFilters {
  number?: string;
  status?: BillStatus;
  projectId?: number;
  clientId?: number;
  /** The bills dated within it (the bill date). */
  period?: DateRange;
}

/** The search panel's values as the list and export query (dateFrom / dateTo from the period). */
export function billQuery(filters: Partial<BillFilters>): BillFilterQuery {
  const { period, ...rest } = filters;
  return {
    ...rest,
    ...(period?.start ? { dateFrom: period.start } : {}),
    ...(period?.end ? { dateTo: period.end } : {}),
  };
}

/** The conditions of both bill lists; the case box offers only the cases the server lets one see. */
export function billConditions(t: TFunction): SearchCondition[] {
  return [
    {
      name: 'number',
      label: t('billsView.field.number'),
      input: <Input allowClear maxLength={40} placeholder={t('billsView.numberPlaceholder')} />,
    },
    {
      name: 'status',
      label: t('field.status'),
      input: (
        <Select
          allowClear
          options={BILL_STATUSES.map((status) => ({ value: status, label: t(`billsView.status.${status}`) }))}
        />
      ),
    },
    {
      name: 'projectId',
      label: t('billsView.field.case'),
      input: <ProjectSearchBox search={searchCases} cacheName="bill-filter-cases" />,
    },
    { name: 'clientId', label: t('billsView.field.client'), input: <ClientPicker />, advanced: true },
    { name: 'period', label: t('billsView.field.billDate'), input: <DateRangePicker />, advanced: true },
  ];
}
