import { type BillDetail, FEE_TYPE } from '@venus/shared';
import { Alert, App, Button, Card, Flex, Form, Result, Spin, Typography } from 'antd';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../app/api/api-error.ts';
import { refusalOnForm } from '../../components/form/server-field-errors.ts';
import { submitting } from '../../components/form/validation-failure.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { useCaseDetail } from '../cases/cases-api.ts';
import { useClient } from '../clients/clients-api.ts';
import {
  useBill,
  useBillDraftMutations,
  useBillFeeTerms,
  useUnbilledExpenses,
  useUnbilledTime,
} from './bill-form-api.ts';
import { type ExpenseRow, expenseRowOf } from './bill-form-expense-rows.ts';
import { BillExpenseTable } from './bill-form-expenses.tsx';
import { capPreview, feeItems, feeLinesOfBill, feePayload, NO_FEE_LINES } from './bill-form-fee-rows.ts';
import { BillFeeLines } from './bill-form-fees.tsx';
import { BillHeaderFields } from './bill-form-header.tsx';
import { BillAdjustments, ManualLines } from './bill-form-lines.tsx';
import { BillTimeTable } from './bill-form-time.tsx';
import { type TimeRow, timeRowOf, timeSummary } from './bill-form-time-rows.ts';
import { BillTotalsCard } from './bill-form-totals.tsx';
import {
  type AdjustmentValues,
  type BillAdjustmentValues,
  type BillFormValues,
  billAdjustmentAmounts,
  draftPayload,
  formErrorsOf,
  liveTotals,
  NEW_BILL_VALUES,
  periodInOrder,
  valuesOfBill,
} from './bill-form-values.ts';
import { billDetailPath, billEditPath, billTitle } from './bill-paths.ts';
import './bill-form.css';

/** The inputs a server field error may name; any other lands in the alert above the form. */
/** The kinds whose terms reach the bill form: fixed (milestones), capped, contingency. */
const ARRANGED: readonly string[] = [FEE_TYPE.fixed, FEE_TYPE.capped, FEE_TYPE.contingency];

const INPUTS = new Set([
  'billingContactId',
  'invoiceTitleId',
  'periodFrom',
  'periodTo',
  'paymentTermsDays',
  'narrative',
  'lines.kind',
  'lines.lineDate',
  'lines.description',
  'lines.amount',
  'adjustments.kind',
  'adjustments.amount',
  'adjustments.reason',
]);

/** Spec /bill/billAdd: a new draft, preset to a case with `?projectId=` (the case's 账单 tab). */
export function BillAddPage() {
  const [query] = useSearchParams();
  const preset = Number(query.get('projectId') ?? 0);
  return <BillForm key={preset} presetProjectId={preset > 0 ? preset : null} />;
}

/** Spec /bill/billEdit/:id: a draft, edited; anything past draft is only shown on its detail. */
export function BillEditPage() {
  const { t } = useTranslation();
  const billId = Number(useParams().id ?? 0);
  const bill = useBill(billId);
  if (bill.isLoading) return <Spin />;
  if (bill.isError || !bill.data) return <Result status="404" title={t('billForm.notFound')} />;
  if (bill.data.status !== 'draft')
    return (
      <Result
        status="info"
        title={t('billForm.notDraft')}
        extra={
          <Link to={billDetailPath(billTitle(bill.data, t('billsView.draft')), billId)}>
            {t('billForm.openDetail')}
          </Link>
        }
      />
    );
  return <BillForm key={billId} bill={bill.data} presetProjectId={null} />;
}

function BillForm({ bill, presetProjectId }: { bill?: BillDetail; presetProjectId: number | null }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { language } = useLanguage();
  const [form] = Form.useForm<BillFormValues>();
  const formName = `bill-${useId()}`;
  const saved = useMemo(() => (bill ? valuesOfBill(bill) : null), [bill]);
  const [projectId, setProjectId] = useState<number | null>(bill?.projectId ?? presetProjectId);
  const kase = useCaseDetail(projectId ?? 0);
  const client = useClient(kase.data?.clientId ?? 0);
  const values = (Form.useWatch([], { form, preserve: true }) ?? NEW_BILL_VALUES) as BillFormValues;
  // A reversed period asks nothing: the field says what is wrong, and the time shown stays.
  const ordered = periodInOrder(values.periodFrom, values.periodTo);
  const [period, setPeriod] = useState({ from: '', to: '' });
  useEffect(() => {
    if (ordered) setPeriod({ from: values.periodFrom ?? '', to: values.periodTo ?? '' });
  }, [ordered, values.periodFrom, values.periodTo]);
  const unbilled = useUnbilledTime(projectId ?? 0, period.from, period.to);
  const unbilledExpenses = useUnbilledExpenses(projectId ?? 0, period.from, period.to);
  // An entry's tick as the person set it; untouched, a new bill takes all, a draft what it holds.
  const [ticks, setTicks] = useState<Map<number, boolean>>(new Map());
  const [expenseTicks, setExpenseTicks] = useState<Map<number, boolean>>(new Map());
  const [adjustments, setAdjustments] = useState(new Map(saved?.timeAdjustments ?? []));
  const [problem, setProblem] = useState<string | null>(null);
  const { create, update } = useBillDraftMutations();
  const feeTerms = useBillFeeTerms(projectId ?? 0, bill?.billId);
  const [feeState, setFeeState] = useState(() => feeLinesOfBill(bill));
  const terms = feeTerms.data;

  const rows = useMemo(() => {
    const held = saved?.held ?? [];
    const free = (unbilled.data ?? []).map((entry) => timeRowOf(entry, language === 'en'));
    return [...held, ...free.filter((row) => !held.some((one) => one.worklogId === row.worklogId))];
  }, [saved, unbilled.data, language]);
  const heldIds = useMemo(() => new Set(saved?.held.map((row) => row.worklogId) ?? []), [saved]);
  const picked = useMemo(
    () =>
      new Set(
        rows
          .filter((row) => ticks.get(row.worklogId) ?? (!bill || heldIds.has(row.worklogId)))
          .map((row) => row.worklogId),
      ),
    [rows, ticks, bill, heldIds],
  );
  const pickedRows: TimeRow[] = rows.filter((row) => picked.has(row.worklogId));
  const expenseRows = useMemo(() => {
    const held = saved?.heldExpenses ?? [];
    const free = (unbilledExpenses.data ?? []).map(expenseRowOf);
    return [...held, ...free.filter((row) => !held.some((one) => one.expenseLineId === row.expenseLineId))];
  }, [saved, unbilledExpenses.data]);
  const pickedExpenses: ExpenseRow[] = expenseRows.filter(
    (row) =>
      expenseTicks.get(row.expenseLineId) ??
      (!bill || Boolean(saved?.heldExpenses.some((one) => one.expenseLineId === row.expenseLineId))),
  );
  const currency = bill?.currency ?? kase.data?.currency ?? '';
  // Spent in CNY: a bill in another currency learns their amount at the day's rate on save.
  const pricedExpenses = currency === 'CNY' ? pickedExpenses : [];
  const pickedAdjustments = new Map([...adjustments].filter(([id]) => picked.has(id)));
  const fees = feeItems(terms, terms?.milestones ?? [], feeState);
  const uncapped = liveTotals(values, pickedRows, pickedAdjustments, pricedExpenses, fees);
  // A capped arrangement: the adjustment the server will add on save, shown before it.
  const cap = capPreview(terms, uncapped.feeTotal);
  const totals = cap
    ? liveTotals(values, pickedRows, pickedAdjustments, pricedExpenses, [...fees, cap])
    : uncapped;
  const wholeAmounts = billAdjustmentAmounts(values, pickedRows, pickedAdjustments, pricedExpenses, fees);

  // The client's first billing contact and invoice title, unless the draft named others.
  useEffect(() => {
    const detail = client.data;
    if (!detail || saved) return;
    const contact = detail.contacts.find((one) => one.email) ?? detail.contacts[0];
    form.setFieldsValue({
      billingContactId: contact?.contactId ?? null,
      invoiceTitleId: detail.invoiceTitles[0]?.invoiceTitleId ?? null,
    });
  }, [client.data, saved, form]);

  const describe = (adjustment: BillAdjustmentValues) =>
    `${t(`billForm.adjustmentKind.${adjustment.kind}`)}${adjustment.percent ? ` ${adjustment.percent}%` : ''}`;

  const save = async () => {
    setProblem(null);
    if (!projectId) {
      setProblem(t('billForm.caseRequired'));
      return;
    }
    const typed = { ...NEW_BILL_VALUES, ...(await form.validateFields()) } as BillFormValues;
    const payload = {
      ...draftPayload(
        typed,
        pickedRows,
        pickedAdjustments,
        describe,
        { picked: pickedExpenses, priced: pricedExpenses },
        fees,
      ),
      ...feePayload(feeState, typed.taxRate),
    };
    try {
      const result = bill
        ? await update.mutateAsync({ billId: bill.billId, ...payload })
        : await create.mutateAsync({ projectId, ...payload });
      void message.success(t('billForm.saved'));
      if (bill) return;
      // The tab stays alive: coming back to it must start a new bill, not show the saved one.
      form.resetFields();
      setTicks(new Map());
      setExpenseTicks(new Map());
      setAdjustments(new Map());
      setFeeState(NO_FEE_LINES);
      void navigate(billEditPath(result.billId));
    } catch (error) {
      const problem = refusalOnForm(form, error, { inputs: INPUTS }, (errors) =>
        formErrorsOf(errors, typed.lines?.length ?? 0),
      );
      if (problem) setProblem(problem);
    }
  };

  const setAdjustment = (worklogId: number, adjustment: AdjustmentValues | null) =>
    setAdjustments((before) => {
      const next = new Map(before);
      if (adjustment) next.set(worklogId, adjustment);
      else next.delete(worklogId);
      return next;
    });

  const summary = timeSummary(pickedRows);
  return (
    <div className="venus-bill-form" data-bill={bill?.billId ?? 'new'}>
      <Form<BillFormValues>
        form={form}
        name={formName}
        layout="vertical"
        initialValues={saved?.values ?? NEW_BILL_VALUES}
        className="venus-bill-form__main"
      >
        <Card
          variant="borderless"
          title={bill ? t('billForm.editTitle') : t('billForm.addTitle')}
          extra={
            bill ? (
              <Link to={billDetailPath(billTitle(bill, t('billsView.draft')), bill.billId)}>
                {t('billForm.openDetail')}
              </Link>
            ) : null
          }
        >
          {problem ? (
            <Alert
              type="error"
              showIcon
              title={problem}
              className="venus-bill-form__problem"
              data-testid="bill-problem"
            />
          ) : null}
          {bill?.returnComment ? <Alert type="warning" showIcon title={bill.returnComment} /> : null}
          <BillHeaderFields
            projectId={projectId}
            caseFixed={Boolean(bill) || Boolean(presetProjectId)}
            onProjectChange={(id) => {
              setProjectId(id);
              setTicks(new Map());
              setExpenseTicks(new Map());
              setAdjustments(new Map());
              setFeeState(NO_FEE_LINES);
            }}
            client={client.data}
          />
        </Card>
        <Card
          variant="borderless"
          title={t('billForm.time.title')}
          extra={
            <Typography.Text type="secondary" data-testid="bill-time-picked">
              {t('billForm.time.picked', { count: summary.count, hours: summary.hours })}
            </Typography.Text>
          }
        >
          {projectId ? (
            <BillTimeTable
              rows={rows}
              loading={unbilled.isLoading}
              picked={picked}
              onPickedChange={(next) =>
                setTicks(new Map(rows.map((row) => [row.worklogId, next.has(row.worklogId)])))
              }
              adjustments={adjustments}
              onAdjust={setAdjustment}
            />
          ) : (
            <Typography.Text type="secondary">{t('billForm.time.pickCase')}</Typography.Text>
          )}
          {unbilled.isError && isApiError(unbilled.error) ? (
            <Alert type="warning" showIcon title={unbilled.error.msg} />
          ) : null}
        </Card>
        {projectId ? (
          <Card
            variant="borderless"
            title={t('billForm.expenses.title')}
            extra={
              currency && currency !== 'CNY' ? (
                <Typography.Text type="secondary">
                  {t('billForm.expenses.converted', { currency })}
                </Typography.Text>
              ) : null
            }
          >
            <BillExpenseTable
              rows={expenseRows}
              loading={unbilledExpenses.isLoading}
              picked={new Set(pickedExpenses.map((row) => row.expenseLineId))}
              onPickedChange={(next) =>
                setExpenseTicks(
                  new Map(expenseRows.map((row) => [row.expenseLineId, next.has(row.expenseLineId)])),
                )
              }
            />
          </Card>
        ) : null}
        {projectId && terms && ARRANGED.includes(terms.feeType) ? (
          <Card variant="borderless" title={t('billForm.fees.title')}>
            <BillFeeLines
              terms={terms}
              milestones={terms.milestones}
              state={feeState}
              onChange={setFeeState}
              capAdjustment={cap?.adjustment ?? null}
            />
          </Card>
        ) : null}
        <Card variant="borderless" title={t('billForm.line.title')}>
          <ManualLines />
        </Card>
        <Card variant="borderless" title={t('billForm.billAdjustment.title')}>
          <BillAdjustments amounts={wholeAmounts} />
        </Card>
      </Form>
      <Flex vertical gap={12} className="venus-bill-form__side">
        <BillTotalsCard totals={totals} currency={currency} />
        <Button
          type="primary"
          block
          loading={create.isPending || update.isPending}
          onClick={() => void submitting(save)}
          data-testid="bill-save"
        >
          {t('billForm.save')}
        </Button>
      </Flex>
    </div>
  );
}
