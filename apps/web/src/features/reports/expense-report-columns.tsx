import type { ExpenseReportGroup, ExpenseReportRow } from '@venus/shared';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { DataColumn } from '../../components/data-table/data-column.ts';
import { MoneyText } from '../../components/money/money-text.tsx';
import { EXPENSE_KIND_UI } from '../expenses/expense-kind.ts';

const money = (prop: 'amountCny' | 'taxCny' | 'billableCny', name: string, sortable = false) =>
  ({
    prop,
    name,
    width: 140,
    align: 'right',
    sortable,
    render: (_: unknown, row: ExpenseReportRow) => <MoneyText value={row[prop]} />,
  }) satisfies DataColumn<ExpenseReportRow>;

/** A group's name; a line on no case is the firm's own cost, a claimant without a department shows a dash. */
function groupLabel(t: TFunction, groupBy: ExpenseReportGroup, row: ExpenseReportRow): string {
  if (row.label) return row.label;
  if (groupBy === 'case' && row.key === '0') return t('reportsView.expenses.overhead');
  return '—';
}

/**
 * The report's columns (decision 0047): a line with its claim (a link to it), person, case and
 * type; a group with its name and count. Every row ends with its CNY amount, tax and billable part.
 */
export function expenseReportColumns(
  t: TFunction,
  groupBy: ExpenseReportGroup,
): DataColumn<ExpenseReportRow>[] {
  const label = (key: string) => t(`reportsView.expenses.field.${key}`);
  const sums = [
    money('amountCny', label('amountCny'), true),
    money('taxCny', label('taxCny'), true),
    money('billableCny', label('billableCny')),
  ];
  if (groupBy !== 'line') {
    return [
      {
        prop: 'label',
        name: t(`reportsView.expenses.group.${groupBy}`),
        width: 260,
        noHide: true,
        render: (_, row) => groupLabel(t, groupBy, row),
      },
      { prop: 'lineCount', name: label('lineCount'), width: 90, align: 'right', sortable: true },
      ...sums,
    ];
  }
  return [
    { prop: 'expenseDate', name: label('expenseDate'), width: 110, noHide: true },
    { prop: 'applicantName', name: label('applicantName'), width: 100 },
    { prop: 'deptName', name: label('deptName'), width: 130 },
    {
      prop: 'title',
      name: label('title'),
      width: 200,
      render: (_, row) => {
        const ui = EXPENSE_KIND_UI[row.kind === 'daily' ? 'daily' : 'claim'];
        return row.claimId ? <Link to={ui.detailPath(row.title, row.claimId)}>{row.title}</Link> : row.title;
      },
    },
    {
      prop: 'caseName',
      name: label('caseName'),
      width: 220,
      render: (_, row) =>
        row.projectId ? `${row.caseNumber ?? ''} ${row.caseName}`.trim() : t('reportsView.expenses.overhead'),
    },
    {
      prop: 'label',
      name: label('expenseType'),
      width: 120,
      render: (_, row) => (row.expenseCode ? `${row.label} (${row.expenseCode})` : row.label),
    },
    { prop: 'description', name: label('description'), width: 200 },
    ...sums,
  ];
}
