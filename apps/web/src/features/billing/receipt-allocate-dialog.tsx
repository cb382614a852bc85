import { type BillRow, decimalText, formatIsoDate, sumDecimals, toDecimal } from '@venus/shared';
import { Alert, Button, DatePicker, Empty, Form, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../app/api/api-error.ts';
import { VenusDialog } from '../../components/dialog/venus-dialog.tsx';
import { MoneyInput } from '../../components/money/money-input.tsx';
import { CurrencyAmount } from './currency-amount.tsx';
import { type ReceiptDetail, useOpenBills, useReceiptActions } from './receipts-api.ts';

interface AllocateDialogProps {
  receipt: ReceiptDetail;
  open: boolean;
  onClose: () => void;
}

/**
 * Allocates a receipt to its client's open bills in its currency (decision 0030): an amount per
 * bill, oldest first when filled in for the person. The running total warns before the server
 * decides; the server's refusal (over a bill's balance, over what is left) stays in the dialog.
 */
export function ReceiptAllocateDialog({ receipt, open, onClose }: AllocateDialogProps) {
  const { t } = useTranslation();
  const label = (key: string) => t(`receiptsView.allocate.${key}`);
  const bills = useOpenBills(receipt.clientId, receipt.currency, open);
  const { allocate } = useReceiptActions();
  const [amounts, setAmounts] = useState<Record<number, string | undefined>>({});
  const [allocatedOn, setAllocatedOn] = useState(formatIsoDate(new Date()));
  const [problem, setProblem] = useState('');
  useEffect(() => {
    if (!open) return;
    setAmounts({});
    setProblem('');
    setAllocatedOn(formatIsoDate(new Date()));
  }, [open]);

  const lines = Object.entries(amounts)
    .filter(([, amount]) => amount && toDecimal(amount).gt(0))
    .map(([billId, amount]) => ({ billId: Number(billId), amount: amount! }));
  const total = decimalText(toDecimal(sumDecimals(lines.map((line) => line.amount))), 2);
  const over = toDecimal(total).gt(toDecimal(receipt.unallocated));

  /** Oldest bill first, each up to its balance, until the receipt's money runs out. */
  const fillOldestFirst = () => {
    let left = toDecimal(receipt.unallocated);
    const next: Record<number, string> = {};
    for (const bill of bills.data ?? []) {
      if (left.lte(0)) break;
      const take = toDecimal(bill.balance).lt(left) ? toDecimal(bill.balance) : left;
      next[bill.billId] = decimalText(take, 2);
      left = left.minus(take);
    }
    setAmounts(next);
  };

  const confirm = async () => {
    setProblem('');
    if (lines.length === 0) {
      setProblem(t('receipt.linesRequired'));
      return;
    }
    try {
      await allocate.mutateAsync({ receiptId: receipt.receiptId, allocatedOn, lines });
    } catch (error) {
      if (!isApiError(error)) throw error;
      setProblem(error.msg);
      return;
    }
    onClose();
  };

  return (
    <VenusDialog
      open={open}
      title={t('receiptsView.allocate.title', { number: receipt.number })}
      onConfirm={confirm}
      onCancel={onClose}
      confirmLoading={allocate.isPending}
      maskClosable={false}
      width={760}
    >
      <div className="venus-receipts__allocate" data-testid="allocate-dialog">
        <Typography.Paragraph>
          {label('left')} <CurrencyAmount currency={receipt.currency} value={receipt.unallocated} />
        </Typography.Paragraph>
        {problem ? <Alert type="error" showIcon message={problem} role="alert" /> : null}
        <Form layout="inline" className="venus-receipts__allocate-head">
          <Form.Item label={label('date')}>
            <DatePicker
              allowClear={false}
              aria-label={label('date')}
              value={dayjs(allocatedOn)}
              onChange={(value) => value && setAllocatedOn(value.format('YYYY-MM-DD'))}
            />
          </Form.Item>
          <Form.Item>
            <Button onClick={fillOldestFirst} disabled={(bills.data ?? []).length === 0}>
              {label('fill')}
            </Button>
          </Form.Item>
        </Form>
        <Table<BillRow>
          rowKey="billId"
          size="small"
          loading={bills.isLoading}
          pagination={false}
          scroll={{ x: 600, y: 320 }}
          dataSource={bills.data}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={label('none')} /> }}
          columns={[
            { key: 'number', title: label('bill'), width: 150, render: (_, bill) => bill.number },
            {
              key: 'billDate',
              title: label('billDate'),
              width: 110,
              responsive: ['md'],
              dataIndex: 'billDate',
            },
            {
              key: 'balance',
              title: label('balance'),
              width: 150,
              align: 'right',
              render: (_, bill) => <CurrencyAmount currency={bill.currency} value={bill.balance} />,
            },
            {
              key: 'amount',
              title: label('amount'),
              width: 170,
              render: (_, bill) => (
                <MoneyInput
                  allowEmpty
                  aria-label={t('receiptsView.allocate.amountOf', { number: bill.number })}
                  value={amounts[bill.billId]}
                  onChange={(value) => setAmounts((before) => ({ ...before, [bill.billId]: value }))}
                />
              ),
            },
          ]}
        />
        <div className="venus-receipts__allocate-total" data-testid="allocate-total">
          <span className={over ? 'venus-receipts__over' : undefined}>
            {label('total')} <CurrencyAmount currency={receipt.currency} value={total} />
          </span>
          {over ? <span className="venus-receipts__over">{label('overWarning')}</span> : null}
        </div>
      </div>
    </VenusDialog>
  );
}
