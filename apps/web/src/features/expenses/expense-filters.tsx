import { EXPENSE_CLAIM_STATUSES, EXPENSE_TYPE_DICT, type ExpenseClaimStatus } from '@venus/shared';
import { DatePicker, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { DictSelect } from '../../components/dict/dict-select.tsx';
import type { SearchCondition } from '../../components/list-page/search-condition.ts';
import { ProjectSearchBox } from '../../components/project-search/project-search-box.tsx';
import { Select } from '../../components/select/select.tsx';
import { searchCases } from '../cases/cases-api.ts';
import type { ExpenseFilterQuery } from './expenses-api.ts';

export interface ExpenseFilters {
  title?: string;
  status?: ExpenseClaimStatus;
  projectId?: number;
  expenseType?: string;
  /** Claims with a line dated in the month. */
  month?: Dayjs | null;
}

/** The search panel's values as the list and export query (the month as YYYY-MM). */
export function expenseQuery(filters: Partial<ExpenseFilters>): ExpenseFilterQuery {
  const { month, ...rest } = filters;
  return { ...rest, ...(month ? { month: month.format('YYYY-MM') } : {}) };
}

/**
 * The conditions of both claim lists; the case box offers only the cases the server lets one see.
 * A daily expense is on no case (decision 0038): its lists have no case box.
 */
export function expenseConditions(t: TFunction, daily = false): SearchCondition[] {
  const conditions: SearchCondition[] = [
    {
      name: 'title',
      label: t('expensesUi.field.title'),
      input: <Input allowClear maxLength={100} placeholder={t('expensesUi.titlePlaceholder')} />,
    },
    {
      name: 'status',
      label: t('field.status'),
      input: (
        <Select
          allowClear
          options={EXPENSE_CLAIM_STATUSES.map((status) => ({
            value: status,
            label: t(`expense.status.${status}`),
          }))}
        />
      ),
    },
    {
      name: 'projectId',
      label: t('expensesUi.field.case'),
      input: <ProjectSearchBox search={searchCases} cacheName="expense-filter-cases" />,
    },
    {
      name: 'expenseType',
      label: t('expensesUi.field.type'),
      input: <DictSelect dictType={EXPENSE_TYPE_DICT} allowClear />,
      advanced: true,
    },
    {
      name: 'month',
      label: t('expensesUi.field.month'),
      input: <DatePicker picker="month" style={{ width: '100%' }} />,
      advanced: true,
    },
  ];
  return daily ? conditions.filter((condition) => condition.name !== 'projectId') : conditions;
}
