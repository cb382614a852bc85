import { Result, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ExpenseView } from './expense-detail-page.tsx';
import { useExpenseClaim } from './expenses-api.ts';

/**
 * The claim as its approver reads it in the task centre (business type `expense`): the whole
 * claim with its receipts, without the applicant's buttons; the drawer has the decisions.
 */
export function ExpenseRecord({ recordId, instanceStatus }: { recordId: string; instanceStatus: string }) {
  const { t } = useTranslation();
  const claim = useExpenseClaim(Number(recordId));
  const { refetch } = claim;
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read when the request moves.
  useEffect(() => void refetch(), [instanceStatus, refetch]);
  if (claim.isLoading) return <Spin />;
  if (!claim.data) return <Result status="404" title={t('expense.notFound')} />;
  return <ExpenseView claim={claim.data} withActions={false} />;
}
