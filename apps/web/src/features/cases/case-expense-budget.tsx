import { type CaseMoney, toDecimal } from '@venus/shared';
import { App, Button, Card, Descriptions, Flex, Progress, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../app/api/api-error.ts';
import { MoneyInput } from '../../components/money/money-input.tsx';
import { MoneyText } from '../../components/money/money-text.tsx';
import { useCaseMoney, useExpenseBudgetMutation } from './case-money-api.ts';

const cny = (value: string) => (
  <span>
    CNY <MoneyText value={value} />
  </span>
);

/** Spent and pending as shares of the budget, for the bar: spent solid, pending as the lighter part. */
function shares(money: CaseMoney): { spent: number; used: number } {
  if (money.expenseBudget === null || toDecimal(money.expenseBudget).isZero()) return { spent: 0, used: 0 };
  const budget = toDecimal(money.expenseBudget);
  const percent = (value: string) => Math.min(100, toDecimal(value).div(budget).times(100).toNumber());
  return {
    spent: percent(money.expenseSpent),
    used: percent(toDecimal(money.expenseSpent).plus(toDecimal(money.expensePending)).toFixed(2)),
  };
}

/**
 * The case's expense budget (decision 0044) against the claims on it. The partner or lead lawyer
 * sets it; a claim that would pass it is warned of on its form and to its approvers.
 */
export function CaseExpenseBudget({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const money = useCaseMoney(projectId);
  const data = money.data;
  const left =
    data?.expenseBudget != null
      ? toDecimal(data.expenseBudget)
          .minus(toDecimal(data.expenseSpent))
          .minus(toDecimal(data.expensePending))
      : null;
  const bar = data ? shares(data) : { spent: 0, used: 0 };
  return (
    <Card
      size="small"
      title={t('casesUi.sub.budget.expenseTitle')}
      loading={money.isLoading}
      data-testid="case-expense-budget"
    >
      {data ? (
        <Flex vertical gap={12}>
          <Descriptions
            size="small"
            column={{ xs: 1, md: 4 }}
            items={[
              {
                key: 'budget',
                label: t('casesUi.sub.budget.expenseBudget'),
                children:
                  data.expenseBudget === null ? t('casesUi.sub.budget.noBudget') : cny(data.expenseBudget),
              },
              { key: 'spent', label: t('casesUi.sub.budget.spent'), children: cny(data.expenseSpent) },
              { key: 'pending', label: t('casesUi.sub.budget.pending'), children: cny(data.expensePending) },
              {
                key: 'left',
                label: t('casesUi.sub.budget.left'),
                children:
                  left === null ? (
                    '—'
                  ) : (
                    <Typography.Text type={left.isNegative() ? 'danger' : undefined}>
                      {cny(left.toFixed(2))}
                    </Typography.Text>
                  ),
              },
            ]}
          />
          {data.expenseBudget !== null ? (
            <Progress
              percent={bar.used}
              success={{ percent: bar.spent }}
              status={left?.isNegative() ? 'exception' : 'normal'}
              format={() => `${Math.round(bar.used)}%`}
              aria-label={t('casesUi.sub.budget.usedShare')}
            />
          ) : null}
          {data.mayEditExpenseBudget ? (
            <BudgetEditor projectId={projectId} current={data.expenseBudget} />
          ) : null}
        </Flex>
      ) : null}
    </Card>
  );
}

function BudgetEditor({ projectId, current }: { projectId: number; current: string | null }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [value, setValue] = useState<string | undefined>(current ?? undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useExpenseBudgetMutation();
  const submit = async () => {
    setProblem(null);
    try {
      await save.mutateAsync({ projectId, expenseBudget: value ?? null });
      void message.success(t('casesUi.sub.budget.saved'));
    } catch (error) {
      if (!isApiError(error)) throw error;
      setProblem(error.errors[0]?.message ?? error.msg);
    }
  };
  return (
    <Flex vertical gap={4}>
      <Space wrap>
        <MoneyInput
          allowEmpty
          value={value ?? null}
          onChange={setValue}
          prefix="CNY"
          style={{ width: 220 }}
          placeholder={t('casesUi.sub.budget.placeholder')}
          aria-label={t('casesUi.sub.budget.expenseBudget')}
          status={problem ? 'error' : undefined}
        />
        <Button type="primary" loading={save.isPending} onClick={submit}>
          {t('casesUi.sub.budget.save')}
        </Button>
      </Space>
      {problem ? <Typography.Text type="danger">{problem}</Typography.Text> : null}
      <Typography.Text type="secondary">{t('casesUi.sub.budget.hint')}</Typography.Text>
    </Flex>
  );
}
