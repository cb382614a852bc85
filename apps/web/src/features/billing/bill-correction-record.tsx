import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Result, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api/api-client.ts';
import { BillView } from './bill-detail-page.tsx';
import { billKeys, useBill } from './bills-api.ts';
import { CurrencyAmount } from './currency-amount.tsx';

type Kind = 'credit' | 'writeOff';

/**
 * What finance approves under task 50000 (business types bill-credit and bill-write-off): the
 * credit note or write-off asked for, above the whole bill it corrects, without the bill's
 * buttons. The bill is read only by whoever may read it, as everywhere (decision 0035).
 */
function CorrectionRecord({
  kind,
  recordId,
  instanceStatus,
}: {
  kind: Kind;
  recordId: string;
  instanceStatus: string;
}) {
  const { t } = useTranslation();
  const id = Number(recordId);
  const lookup = useQuery({
    queryKey: [...billKeys.all, 'correction', kind, id],
    enabled: id > 0,
    retry: false,
    queryFn: ({ signal }) =>
      api.get<{ billId: number }>(`/hankun/bill/correction/${kind}/${id}`, {
        signal,
        errorHandling: 'caller',
      }),
  });
  const bill = useBill(lookup.data?.billId ?? 0);
  const { refetch } = bill;
  // A decision applies the correction (or refuses it): read the bill again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read when the request moves.
  useEffect(() => void refetch(), [instanceStatus, refetch]);
  if (lookup.isLoading || bill.isLoading) return <Spin />;
  if (!bill.data) return <Result status="404" title={t('billsView.notFound')} />;
  const asked =
    kind === 'credit'
      ? bill.data.creditNotes.find((credit) => credit.creditNoteId === id)
      : bill.data.writeOffs.find((writeOff) => writeOff.writeOffId === id);
  const label = (key: string) => t(`billsView.corrections.${key}`);
  return (
    <div className="venus-bills__correction-record" data-correction={kind}>
      {asked ? (
        <Alert
          type={asked.status === 'approving' ? 'warning' : 'info'}
          className="venus-bills__returned"
          message={t(`billsView.correctionAsked.${kind}`)}
          description={
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2 }}
              items={[
                ...('whole' in asked
                  ? [
                      {
                        key: 'kind',
                        label: label('kind'),
                        children: label(asked.whole ? 'whole' : 'partial'),
                      },
                    ]
                  : []),
                {
                  key: 'amount',
                  label: label('amount'),
                  children: <CurrencyAmount currency={bill.data.currency} value={asked.amount} />,
                },
                {
                  key: 'balance',
                  label: t('billsView.field.balance'),
                  children: <CurrencyAmount currency={bill.data.currency} value={bill.data.balance} />,
                },
                {
                  key: 'status',
                  label: t('field.status'),
                  children: t(`billsView.correctionStatus.${asked.status}`),
                },
                { key: 'reason', label: label('reason'), span: 'filled' as const, children: asked.reason },
              ]}
            />
          }
        />
      ) : null}
      <BillView bill={bill.data} withActions={false} />
    </div>
  );
}

export function BillCreditRecord(props: { recordId: string; instanceStatus: string }) {
  return <CorrectionRecord kind="credit" {...props} />;
}

export function BillWriteOffRecord(props: { recordId: string; instanceStatus: string }) {
  return <CorrectionRecord kind="writeOff" {...props} />;
}
