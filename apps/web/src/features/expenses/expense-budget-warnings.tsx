import { claimAmountsByCase, type DecimalInput, expenseBudgetOverrun, formatMoney } from '@venus/shared';
import { Alert, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language.ts';
import { useCasesMoney } from '../cases/case-money-api.ts';

/**
 * Warns, case by case, when a claim would take a case past its expense budget (decision 0044): on
 * the form as the lines are typed, and on the claim's page for its approvers. A claim in approval
 * is already counted as pending. Never blocks: the partner decides.
 */
export function ExpenseBudgetWarnings({
  lines,
  alreadyPending,
}: {
  lines: readonly { projectId: number | null | undefined; amountCny: DecimalInput }[];
  alreadyPending: boolean;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const byCase = claimAmountsByCase(lines);
  const money = useCasesMoney([...byCase.keys()]);
  const warnings = [...byCase].flatMap(([projectId, amount]) => {
    const state = money.get(projectId);
    const overrun = state ? expenseBudgetOverrun(state, amount, alreadyPending) : null;
    return state && overrun
      ? [{ projectId, name: [state.caseNumber, state.caseName].filter(Boolean).join(' '), ...overrun }]
      : [];
  });
  if (warnings.length === 0) return null;
  const text = (value: string) => formatMoney(value, { lang: language });
  return (
    <Flex vertical gap={8} data-testid="expense-budget-warnings">
      {warnings.map((warning) => (
        <Alert
          key={warning.projectId}
          type="warning"
          showIcon
          message={t('expensesUi.budgetWarning', {
            case: warning.name,
            budget: text(warning.budget),
            after: text(warning.after),
            over: text(warning.over),
          })}
        />
      ))}
    </Flex>
  );
}
