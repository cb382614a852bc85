import type { ExpenseClaimDetail } from '@venus/shared';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { dayOf, YuanAmount } from './expense-columns.tsx';
import { useExpenseKind } from './expense-kind.ts';
import { ExpenseStatusTag } from './expense-status-tag.tsx';

/** Whose claim, where it stands, its money and, once paid, how. */
export function ExpenseHeader({ claim }: { claim: ExpenseClaimDetail }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`expensesUi.field.${key}`);
  const paid = claim.status === 'paid';
  // A daily expense is never billed to a client (decision 0038).
  const billable = useExpenseKind().kind === 'claim';
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2, lg: 3 }}
      items={[
        { key: 'claimId', label: label('claimId'), children: claim.claimId },
        { key: 'status', label: t('field.status'), children: <ExpenseStatusTag status={claim.status} /> },
        { key: 'applicant', label: label('applicant'), children: claim.applicantName },
        { key: 'total', label: label('total'), children: <YuanAmount value={claim.total} /> },
        ...(billable
          ? [
              {
                key: 'billable',
                label: label('billableTotal'),
                children: <YuanAmount value={claim.billableTotal} />,
              },
            ]
          : []),
        { key: 'submittedAt', label: label('submittedAt'), children: dayOf(claim.submittedAt) },
        ...(paid
          ? [
              { key: 'paidDate', label: label('paidDate'), children: claim.paidDate ?? '—' },
              {
                key: 'method',
                label: label('paymentMethod'),
                children: claim.paymentMethod ? t(`expense.method.${claim.paymentMethod}`) : '—',
              },
              { key: 'reference', label: label('paymentReference'), children: claim.paymentReference || '—' },
            ]
          : []),
        // Kept back against the applicant's loans (decision 0041): what was paid out is the rest.
        ...(paid && Number(claim.loanOffsetTotal) > 0
          ? [
              {
                key: 'loanOffset',
                label: t('loansUi.field.loanOffset'),
                children: <YuanAmount value={claim.loanOffsetTotal} />,
              },
            ]
          : []),
      ]}
    />
  );
}
