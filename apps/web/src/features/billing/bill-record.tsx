import { Result, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BillView } from './bill-detail-page.tsx';
import { useBill } from './bills-api.ts';

/**
 * The bill as its approver reads it in the task centre (business type `bill`): the whole bill,
 * without the preparer's buttons; the drawer has the decision buttons and the timeline.
 */
export function BillRecord({ recordId, instanceStatus }: { recordId: string; instanceStatus: string }) {
  const { t } = useTranslation();
  const bill = useBill(Number(recordId));
  const { refetch } = bill;
  // A decision moves the bill (issued with its number, or back to draft): read it again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read when the request moves.
  useEffect(() => void refetch(), [instanceStatus, refetch]);
  if (bill.isLoading) return <Spin />;
  if (!bill.data) return <Result status="404" title={t('billsView.notFound')} />;
  return <BillView bill={bill.data} withActions={false} />;
}
