import type { CaseDetail } from '@venus/shared';
import { Card, Descriptions, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictLabel } from '../../components/dict/dict-select.tsx';
import { MoneyText } from '../../components/money/money-text.tsx';
import { CaseExpenseBudget } from './case-expense-budget.tsx';
import { feeFieldsOf } from './case-form-values.ts';
import { useCaseMoney } from './case-money-api.ts';
import { CaseSubPageFrame } from './case-sub-page.tsx';

/**
 * Spec /project/budget/:title?projectId=: the fee arrangement and budget, what the case has billed
 * and received, and its expense budget against the claims on it (decision 0044).
 */
export function CaseBudgetPage() {
  return (
    <CaseSubPageFrame page="budget">
      {(detail) => (
        <Flex vertical gap={16}>
          <BudgetSummary detail={detail} />
          <CaseMoneyCard projectId={detail.projectId} currency={detail.currency} />
          <CaseExpenseBudget projectId={detail.projectId} />
        </Flex>
      )}
    </CaseSubPageFrame>
  );
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

/** Billed, received and unbilled time, in the case's currency, as billing and timekeeping keep them. */
function CaseMoneyCard({ projectId, currency }: { projectId: number; currency: string }) {
  const { t } = useTranslation();
  const money = useCaseMoney(projectId);
  const unbilled = money.data?.time.unbilledAmounts ?? [];
  const amount = (value: string) => (
    <span>
      {currency} <MoneyText value={value} />
    </span>
  );
  return (
    <Card
      size="small"
      title={t('casesUi.sub.budget.moneyTitle')}
      loading={money.isLoading}
      data-testid="case-money"
    >
      {money.data ? (
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3 }}
          items={[
            { key: 'billed', label: t('casesUi.sub.budget.billed'), children: amount(money.data.billed) },
            {
              key: 'received',
              label: t('casesUi.sub.budget.received'),
              children: amount(money.data.received),
            },
            {
              key: 'unbilled',
              label: t('casesUi.sub.budget.unbilledTime'),
              children:
                unbilled.length === 0
                  ? '—'
                  : unbilled.map((one) => (
                      <div key={one.currency}>
                        {one.currency} <MoneyText value={one.amount} />
                      </div>
                    )),
            },
          ]}
        />
      ) : null}
    </Card>
  );
}
