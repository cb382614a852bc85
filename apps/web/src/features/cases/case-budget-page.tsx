import type { CaseDetail } from '@venus/shared';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictLabel } from '../../components/dict/dict-select.tsx';
import { MoneyText } from '../../components/money/money-text.tsx';
import { feeFieldsOf } from './case-form-values.ts';
import { CaseSubPageFrame } from './case-sub-page.tsx';

/** Spec /project/budget/:title?projectId=: the fee arrangement and budget, to read. */
export function CaseBudgetPage() {
  return <CaseSubPageFrame page="budget">{(detail) => <BudgetSummary detail={detail} />}</CaseSubPageFrame>;
}

function BudgetSummary({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation();
  const fee = feeFieldsOf(detail.feeType);
  const label = (key: string) => t(`casesUi.field.${key}`);
  const money = (value: string | null) => (value === null ? '—' : <MoneyText value={value} />);
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, md: 2 }}
      items={[
        {
          key: 'feeType',
          label: label('feeType'),
          children: <DictLabel dictType="hk_fee_type" value={detail.feeType} />,
        },
        {
          key: 'currency',
          label: label('currency'),
          children: <DictLabel dictType="hk_currency" value={detail.currency} />,
        },
        ...(fee.amount
          ? [{ key: 'feeAmount', label: label('feeAmount'), children: money(detail.feeAmount) }]
          : []),
        ...(fee.rate
          ? [{ key: 'rate', label: label('contingencyRate'), children: `${detail.contingencyRate ?? '—'}%` }]
          : []),
        { key: 'budget', label: label('budget'), children: money(detail.budget) },
        { key: 'billRemind', label: label('billRemind'), span: 'filled', children: detail.billRemind || '—' },
      ]}
    />
  );
}
