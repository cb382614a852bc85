import {
  dailyExpenseRejectSchema,
  EXPENSE_PAYMENT_METHODS,
  type ExpensePaymentMethod,
  expenseClaimBackSchema,
  formatIsoDate,
  type LoanRow,
} from '@venus/shared';
import { DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VenusDialog } from '../../components/dialog/venus-dialog.tsx';
import { useFormOnOpen } from '../../components/form/use-form-on-open.ts';
import { schemaRule } from '../../components/form/zod-rule.ts';
import { MoneyInput } from '../../components/money/money-input.tsx';
import { Select } from '../../components/select/select.tsx';

/** `repay`: finance records a loan's cash repayment (decision 0041), a payment with its amount. */
export type ExpenseDecision = 'audit' | 'back' | 'reject' | 'pay' | 'repay';

/** A send-back (claims) and a rejection (daily expenses, decision 0038) need their reason. */
const REASON = {
  back: { label: 'expensesUi.backReason', schema: expenseClaimBackSchema.shape.comment },
  reject: { label: 'dailyExpensesUi.rejectReason', schema: dailyExpenseRejectSchema.shape.comment },
} as const;

export interface DecisionValues {
  comment?: string;
  paidDate?: string;
  method?: ExpensePaymentMethod;
  reference?: string;
  amount?: string;
  /** Paying a claim: the amount kept back against each open loan, by loan id (decision 0041). */
  offsets?: Record<string, string | undefined>;
}

/** The offsets typed, as the pay body carries them: only the loans given an amount. */
export const offsetsOf = (values: DecisionValues) =>
  Object.entries(values.offsets ?? {})
    .filter(([, amount]) => amount && Number(amount) > 0)
    .map(([loanId, amount]) => ({ loanId: Number(loanId), amount: amount! }));

const isoDate = {
  getValueProps: (value: string | null | undefined) => ({ value: value ? dayjs(value) : null }),
  normalize: (value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : null),
};

interface ExpenseDecisionDialogProps {
  decision: ExpenseDecision | null;
  saving: boolean;
  onConfirm: (decision: ExpenseDecision, values: DecisionValues) => Promise<unknown>;
  onClose: () => void;
  /** Paying a claim: the claimant's loans still owed, each offered for an offset. */
  openLoans?: readonly LoanRow[];
  /** Replaces the decision's own title (a batch names how many and how much). */
  title?: ReactNode;
}

/**
 * Approve (an optional comment), send back (the reason the applicant reads, required as the
 * server requires it) or pay (date, method, reference). A refusal leaves the dialog open behind
 * the server's message.
 */
export function ExpenseDecisionDialog({
  decision,
  saving,
  onConfirm,
  onClose,
  openLoans = [],
  title,
}: ExpenseDecisionDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DecisionValues>();
  useFormOnOpen(
    form,
    decision !== null,
    decision === 'pay' || decision === 'repay'
      ? { paidDate: formatIsoDate(new Date()), method: decision === 'repay' ? 'cash' : 'bankTransfer' }
      : {},
  );
  const confirm = async () => {
    if (!decision) return;
    const values = await form.validateFields();
    await onConfirm(decision, values);
    onClose();
  };
  return (
    <VenusDialog
      open={decision !== null}
      title={
        title ??
        (decision === 'reject'
          ? t('dailyExpensesUi.reject')
          : decision === 'repay'
            ? t('loansUi.actions.repay')
            : decision
              ? t(`expensesUi.actions.${decision}`)
              : '')
      }
      onConfirm={confirm}
      onCancel={onClose}
      confirmLoading={saving}
      danger={decision === 'back' || decision === 'reject'}
      maskClosable={false}
    >
      <Form form={form} layout="vertical">
        {decision === 'pay' || decision === 'repay' ? (
          <>
            {decision === 'repay' ? (
              <Form.Item
                name="amount"
                label={t('loansUi.field.repayAmount')}
                rules={[
                  {
                    required: true,
                    message: t('validation.required', { field: t('loansUi.field.repayAmount') }),
                  },
                ]}
              >
                <MoneyInput aria-label={t('loansUi.field.repayAmount')} />
              </Form.Item>
            ) : null}
            <Form.Item
              name="paidDate"
              label={t('expensesUi.field.paidDate')}
              rules={[
                {
                  required: true,
                  message: t('validation.required', { field: t('expensesUi.field.paidDate') }),
                },
              ]}
              {...isoDate}
            >
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="method" label={t('expensesUi.field.paymentMethod')}>
              <Select
                options={EXPENSE_PAYMENT_METHODS.map((method) => ({
                  value: method,
                  label: t(`expense.method.${method}`),
                }))}
              />
            </Form.Item>
            <Form.Item name="reference" label={t('expensesUi.field.paymentReference')}>
              <Input maxLength={100} />
            </Form.Item>
            {decision === 'pay' && openLoans.length > 0 ? (
              <div className="venus-expenses__offsets" data-testid="loan-offsets">
                <p>{t('loansUi.offerOffset')}</p>
                {openLoans.map((loan) => (
                  <Form.Item
                    key={loan.loanId}
                    name={['offsets', String(loan.loanId)]}
                    label={t('loansUi.offsetLabel', {
                      id: loan.loanId,
                      purpose: loan.purpose,
                      balance: loan.balance,
                    })}
                  >
                    <MoneyInput
                      allowEmpty
                      aria-label={t('loansUi.offsetLabel', {
                        id: loan.loanId,
                        purpose: loan.purpose,
                        balance: loan.balance,
                      })}
                    />
                  </Form.Item>
                ))}
              </div>
            ) : null}
          </>
        ) : (
          <Form.Item
            name="comment"
            label={t(
              decision === 'back' || decision === 'reject' ? REASON[decision].label : 'expensesUi.comment',
            )}
            rules={
              decision === 'back' || decision === 'reject'
                ? [schemaRule(REASON[decision].schema, 'comment', t)]
                : undefined
            }
          >
            <Input.TextArea rows={3} maxLength={500} />
          </Form.Item>
        )}
      </Form>
    </VenusDialog>
  );
}
