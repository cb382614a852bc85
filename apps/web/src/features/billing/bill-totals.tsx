import type { BillDetail } from '@venus/shared';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../components/money/money-text.tsx';
import { CurrencyAmount } from './currency-amount.tsx';

/** The bill's totals as the server kept them, and what is left to pay after credits, receipts and write-offs. */
export function BillTotals({ bill }: { bill: BillDetail }) {
  const { t } = useTranslation();
  const money = (value: string) => <CurrencyAmount currency={bill.currency} value={value} />;
  const label = (key: string) => t(`billsView.field.${key}`);
  return (
    <Descriptions
      className="venus-bills__totals"
      size="small"
      bordered
      column={1}
      items={[
        { key: 'fees', label: label('fees'), children: money(bill.feeTotal) },
        { key: 'disbursements', label: label('disbursements'), children: money(bill.disbursementTotal) },
        { key: 'tax', label: label('tax'), children: money(bill.taxTotal) },
        { key: 'total', label: label('total'), children: <strong>{money(bill.total)}</strong> },
        ...(bill.currency === 'CNY'
          ? []
          : [
              {
                key: 'totalCny',
                label: t('billsView.field.totalCny', { rate: bill.exchangeRate }),
                children: (
                  <>
                    CNY <MoneyText value={bill.totalCny} />
                  </>
                ),
              },
            ]),
        { key: 'credited', label: label('credited'), children: money(bill.creditedTotal) },
        { key: 'paid', label: label('paid'), children: money(bill.paidTotal) },
        { key: 'writtenOff', label: label('writtenOff'), children: money(bill.writtenOffTotal) },
        { key: 'balance', label: label('balance'), children: <strong>{money(bill.balance)}</strong> },
      ]}
    />
  );
}
