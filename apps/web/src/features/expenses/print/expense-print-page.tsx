import { useQuery } from '@tanstack/react-query';
import { EXPENSE_TYPE_DICT, type ExpensePrint, formatMoney, projectDisplay, toDecimal } from '@venus/shared';
import { Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api } from '../../../app/api/api-client.ts';
import { isApiError } from '../../../app/api/api-error.ts';
import { useDictLabel } from '../../../components/dict/dict-select.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { dayOf } from '../expense-columns.tsx';
import { EXPENSE_KIND_UI } from '../expense-kind.ts';
import { PrintAmount, PrintFacts, PrintSheet } from './print-sheet.tsx';

const idOf = (query: URLSearchParams) => {
  const id = Number(query.get('id') ?? 0);
  return Number.isInteger(id) && id > 0 ? id : 0;
};

/** Spec expensePrint (/expenses/expensePrint/:title, /v2/expenses/expensePrint/:title), ?id=. */
export function ExpensePrintPage() {
  return <ClaimPrint daily={false} />;
}

/** A daily expense's form: the same sheet without cases (decision 0038). */
export function DailyPrintPage() {
  return <ClaimPrint daily />;
}

function ClaimPrint({ daily }: { daily: boolean }) {
  const { t } = useTranslation();
  const claimId = idOf(useSearchParams()[0]);
  // The sheet's names and department come in the reader's language.
  const { language } = useLanguage();
  const print = useQuery({
    queryKey: ['expenses', daily ? 'daily' : 'claim', 'print', claimId, language],
    enabled: claimId > 0,
    retry: false,
    queryFn: ({ signal }) =>
      api.get<ExpensePrint>(`/hankun/expenses${daily ? '/daily' : ''}/print/${claimId}`, {
        signal,
        errorHandling: 'caller',
      }),
  });
  if (print.isLoading) return <Spin />;
  if (!print.data) {
    // Refused as the detail refuses: outside the wall, not one's claim, or missing — "not found".
    const said = isApiError(print.error) && print.error.msg ? print.error.msg : t('expense.notFound');
    return <Result status="404" title={said} />;
  }
  return <ClaimSheet print={print.data} daily={daily} />;
}

function ClaimSheet({ print, daily }: { print: ExpensePrint; daily: boolean }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const typeLabel = useDictLabel(EXPENSE_TYPE_DICT);
  const { claim } = print;
  const label = (key: string) => t(`printUi.field.${key}`);
  const yuan = (value: string) => formatMoney(value, { lang: language });
  const offset = Number(claim.loanOffsetTotal) > 0;
  return (
    <PrintSheet
      firm={print.firm}
      formTitle={t(daily ? 'printUi.dailyTitle' : 'printUi.claimTitle')}
      number={String(claim.claimId)}
      printedAt={print.printedAt}
      backLink={EXPENSE_KIND_UI[daily ? 'daily' : 'claim'].detailPath(claim.title, claim.claimId)}
      trail={print.trail}
      signatures={[label('signApplicant'), label('signApprover'), label('signFinance'), label('signCashier')]}
    >
      <PrintFacts
        facts={[
          [label('applicant'), claim.applicantName],
          [label('department'), print.departmentName || '—'],
          [label('title'), claim.title],
          [label('status'), t(`expense.status.${claim.status}`)],
          [label('submittedAt'), dayOf(claim.submittedAt)],
          [
            label('receipts'),
            <span key="receipts" data-testid="print-receipts">
              {print.receiptCount}
            </span>,
          ],
        ]}
      />
      <table className="venus-print__table" data-testid="print-lines">
        <thead>
          <tr>
            <th>#</th>
            <th>{label('date')}</th>
            <th>{label('type')}</th>
            {daily ? null : <th>{label('case')}</th>}
            <th>{label('description')}</th>
            <th className="venus-print__num">{label('amount')}</th>
            <th className="venus-print__num">{label('tax')}</th>
            <th className="venus-print__num">{label('amountCny')}</th>
          </tr>
        </thead>
        <tbody>
          {claim.lines.map((line, index) => (
            <tr key={line.lineId}>
              <td>{index + 1}</td>
              <td className="venus-print__nowrap">{line.expenseDate}</td>
              <td>{typeLabel(line.expenseType)}</td>
              {daily ? null : (
                <td>
                  {line.projectId
                    ? projectDisplay({ name: line.caseName, number: line.caseNumber })
                    : t('expensesUi.overhead')}
                  {line.billable ? ` · ${t('expensesUi.field.billable')}` : ''}
                </td>
              )}
              <td>{line.description}</td>
              <td className="venus-print__num">
                {line.currency} {formatMoney(line.amount, { lang: language })}
              </td>
              <td className="venus-print__num">{yuan(line.taxCny)}</td>
              <td className="venus-print__num">{yuan(line.amountCny)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <PrintAmount
        label={label('total')}
        figures={`CNY ${yuan(claim.total)}`}
        capital={`人民币${print.capitalAmount}`}
      />
      <PrintFacts
        facts={[
          [label('taxTotal'), `CNY ${yuan(claim.taxTotal)}`],
          ...(daily ? [] : ([[label('billableTotal'), `CNY ${yuan(claim.billableTotal)}`]] as const)),
          ...(claim.paidDate
            ? ([
                [label('paidDate'), claim.paidDate],
                [label('method'), claim.paymentMethod ? t(`expense.method.${claim.paymentMethod}`) : '—'],
                [label('reference'), claim.paymentReference || '—'],
              ] as const)
            : []),
          ...(offset
            ? ([
                [label('loanOffset'), `CNY ${yuan(claim.loanOffsetTotal)}`],
                [
                  label('paidOut'),
                  `CNY ${yuan(toDecimal(claim.total).minus(claim.loanOffsetTotal).toFixed(2))}`,
                ],
              ] as const)
            : []),
        ]}
      />
    </PrintSheet>
  );
}
