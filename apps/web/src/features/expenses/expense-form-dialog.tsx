import { PlusOutlined } from '@ant-design/icons';
import { EXPENSE_FILE_SOURCE, EXPENSE_LINES_MAX, formatIsoDate } from '@venus/shared';
import { Alert, App, Button, Form, type FormInstance, Input, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useIsMobile } from '../../app/use-device.ts';
import { VenusDialog } from '../../components/dialog/venus-dialog.tsx';
import { applyServerErrors, refusalOnForm } from '../../components/form/server-field-errors.ts';
import { issueText } from '../../components/form/zod-rule.ts';
import { FilePanel } from '../files/file-panel.tsx';
import { useFiles } from '../files/files-api.ts';
import { ExpenseBudgetWarnings } from './expense-budget-warnings.tsx';
import { YuanAmount } from './expense-columns.tsx';
import { ExpenseFormLine } from './expense-form-line.tsx';
import {
  changedInputs,
  type ExpenseFormValues,
  liveTotal,
  newLine,
  parseDraft,
  typedLineAmounts,
  valuesOfClaim,
} from './expense-form-values.ts';
import { useExpenseKind } from './expense-kind.ts';
import { useExpenseDraftMutations } from './expenses-api.ts';
import type { ExpenseFormRequest } from './open-expense-form.ts';
import './expenses.css';

/** The inputs a field error may name; any other (a line's case the server refused…) goes above the form. */
const INPUTS = new Set([
  'title',
  'lines.expenseDate',
  'lines.expenseType',
  'lines.projectId',
  'lines.billable',
  'lines.amount',
  'lines.currency',
  'lines.exchangeRate',
  'lines.taxAmount',
  'lines.description',
  'lines.receiptFileIds',
]);

const RECEIPT_RIGHTS = { add: true, edit: true, download: true, remove: true };

/**
 * Spec expenseAdd (a dialog) and the edit of a draft or sent-back claim: the title and its lines.
 * The shared schema checks the form before it is sent, so the field messages read as the server's.
 */
export function ExpenseFormDialog({
  request,
  onClose,
}: {
  request: ExpenseFormRequest;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const { claim } = request;
  const [form] = Form.useForm<ExpenseFormValues>();
  const initial = useMemo(
    () => (claim ? valuesOfClaim(claim) : { title: '', lines: [newLine(formatIsoDate(new Date()))] }),
    [claim],
  );
  const values = (Form.useWatch([], { form, preserve: true }) ?? initial) as ExpenseFormValues;
  const [problem, setProblem] = useState<string | null>(null);
  const { create, update } = useExpenseDraftMutations();
  const ui = useExpenseKind();
  const owner = useMemo(
    () => ({ source: EXPENSE_FILE_SOURCE, onlyId: String(claim?.claimId ?? 0), type: '' }),
    [claim],
  );
  // A new claim has no files yet: its receipts are uploaded once the draft is saved.
  const files = useFiles(owner, claim !== undefined);
  const receipts = claim ? (files.data ?? []) : null;

  const clearErrors = (names: readonly (string | number)[][]) =>
    // Untyped: a line's field is named by its index, which the form's value type cannot spell.
    (form as FormInstance).setFields(names.map((name) => ({ name, errors: [] })));

  const save = async () => {
    setProblem(null);
    // The messages of the last try go: each save checks the whole form afresh.
    clearErrors(
      form
        .getFieldsError()
        .filter((field) => field.errors.length > 0)
        .map((field) => field.name),
    );
    const typed = { ...initial, ...form.getFieldsValue(true) } as ExpenseFormValues;
    const parsed = parseDraft(typed);
    if (!parsed.ok) {
      // The same placement as the server's field errors: a line's field under it, the rest above.
      const placed = applyServerErrors(
        form,
        parsed.issues.map((issue) => ({
          field: issue.path.map(String).join('.'),
          key: issue.message,
          message: issueText(issue, String(issue.path.at(-1) ?? ''), t),
        })),
        { inputs: INPUTS },
      );
      if (placed.general.length > 0) setProblem(placed.general.join(' '));
      return;
    }
    try {
      const saved = claim
        ? await update.mutateAsync({ claimId: claim.claimId, ...parsed.draft })
        : await create.mutateAsync(parsed.draft);
      void message.success(t('expensesUi.form.saved'));
      onClose();
      if (!claim) void navigate(ui.detailPath(saved.title, saved.claimId));
    } catch (error) {
      const problem = refusalOnForm(form, error, { inputs: INPUTS });
      if (problem) setProblem(problem);
    }
  };

  return (
    <VenusDialog
      open
      title={
        claim
          ? t('expensesUi.form.editTitle', { title: claim.title })
          : t(ui.kind === 'daily' ? 'dailyExpensesUi.addTitle' : 'expensesUi.form.addTitle')
      }
      onConfirm={save}
      onCancel={onClose}
      confirmText={t('expensesUi.form.save')}
      confirmLoading={create.isPending || update.isPending}
      maskClosable={false}
      width={isMobile ? '100%' : 880}
    >
      <Form<ExpenseFormValues>
        form={form}
        // Its own field ids: a list's search form behind the dialog has a title too.
        name="expense-form"
        layout="vertical"
        initialValues={initial}
        className="venus-expense-form"
        // A message the form set goes as soon as its input changes; the next save checks again.
        onValuesChange={(changed: ExpenseFormValues) => clearErrors(changedInputs(changed))}
        data-claim={claim?.claimId ?? 'new'}
      >
        {problem ? (
          <Alert type="error" showIcon message={problem} className="venus-expense-form__problem" />
        ) : null}
        {claim?.status === 'sentBack' && claim.returnComment ? (
          <Alert
            type="warning"
            showIcon
            message={t('expensesUi.returned', { comment: claim.returnComment })}
          />
        ) : null}
        <Form.Item name="title" label={t('expensesUi.field.title')}>
          <Input maxLength={200} placeholder={t('expensesUi.form.titlePlaceholder')} />
        </Form.Item>
        <Form.List name="lines">
          {(fields, { add, remove }) => (
            <div className="venus-expense-form__lines" data-testid="expense-form-lines">
              {fields.map((field) => (
                <ExpenseFormLine
                  key={field.key}
                  index={field.name}
                  line={values.lines?.[field.name]}
                  receipts={receipts}
                  onRemove={() => remove(field.name)}
                />
              ))}
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                disabled={fields.length >= EXPENSE_LINES_MAX}
                onClick={() => add(newLine(formatIsoDate(new Date())))}
              >
                {t('expensesUi.form.addLine')}
              </Button>
            </div>
          )}
        </Form.List>
        <Typography.Paragraph className="venus-expense-form__total" data-testid="expense-form-total">
          {t('expensesUi.field.total')} <YuanAmount value={liveTotal(values)} />
        </Typography.Paragraph>
        {ui.kind === 'daily' ? null : (
          <ExpenseBudgetWarnings lines={typedLineAmounts(values)} alreadyPending={false} />
        )}
      </Form>
      {claim ? (
        <FilePanel owner={owner} title={t('expensesUi.receiptsTitle')} permission={RECEIPT_RIGHTS} />
      ) : null}
    </VenusDialog>
  );
}
