import { Result, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoanView } from './loan-detail-page.tsx';
import { useLoan } from './loans-api.ts';

/** The loan as its approver reads it in the task centre (business type `loan`, decision 0041). */
export function LoanRecord({ recordId, instanceStatus }: { recordId: string; instanceStatus: string }) {
  const { t } = useTranslation();
  const loan = useLoan(Number(recordId));
  const { refetch } = loan;
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read when the request moves.
  useEffect(() => void refetch(), [instanceStatus, refetch]);
  if (loan.isLoading) return <Spin />;
  if (!loan.data) return <Result status="404" title={t('loan.notFound')} />;
  return <LoanView loan={loan.data} />;
}
