import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { allocationStateOf } from './receipt-rules.ts';
import type { ReceiptRow } from './receipts-api.ts';

const STATUS_COLOUR = { recorded: 'blue', confirmed: 'success', voided: 'default' } as const;
const ALLOCATION_COLOUR = { none: 'warning', partly: 'gold', full: 'success' } as const;

/** The receipt's status, and for a live one how far it is allocated. */
export function ReceiptStatusTags({ receipt }: { receipt: ReceiptRow }) {
  const { t } = useTranslation();
  const allocation = allocationStateOf(receipt);
  return (
    <Space size={4} wrap className="venus-receipts__tags">
      <Tag color={STATUS_COLOUR[receipt.status]}>{t(`receipt.status.${receipt.status}`)}</Tag>
      {receipt.status === 'voided' ? null : (
        <Tag color={ALLOCATION_COLOUR[allocation]} data-allocation={allocation}>
          {t(`receiptsView.allocation.${allocation}`)}
        </Tag>
      )}
    </Space>
  );
}
