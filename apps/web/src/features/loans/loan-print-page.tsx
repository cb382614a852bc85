import { useQuery } from '@tanstack/react-query';
import { formatMoney, type LoanPrint } from '@venus/shared';
import { Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api } from '../../app/api/api-client.ts';
import { isApiError } from '../../app/api/api-error.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { dayOf } from '../expenses/expense-columns.tsx';
import { PrintAmount, PrintFacts, PrintSheet } from '../expenses/print/print-sheet.tsx';
import { loanDetailPath } from './loan-paths.ts';

const idOf = (query: URLSearchParams) => {
  const id = Number(query.get('id') ?? 0);
  return Number.isInteger(id) && id > 0 ? id : 0;
};

/** Spec borrowPrint (/expenses/borrowPrint/:title, /v2/borrow/borrowPrint/:title), ?id=: a loan's form. */
export function LoanPrintPage() {
  const { t } = useTranslation();
  const loanId = idOf(useSearchParams()[0]);
  // The sheet's names and department come in the reader's language.
  const { language } = useLanguage();
  const print = useQuery({
    queryKey: ['loans', 'print', loanId, language],
    enabled: loanId > 0,
    retry: false,
    queryFn: ({ signal }) =>
      api.get<LoanPrint>(`/hankun/expenses/borrow/print/${loanId}`, { signal, errorHandling: 'caller' }),
  });
  if (print.isLoading) return <Spin />;
  if (!print.data) {
    const said = isApiError(print.error) && print.error.msg ? print.error.msg : t('loan.notFound');
    return <Result status="404" title={said} />;
  }
  return <LoanSheet print={print.data} />;
}

function LoanSheet({ print }: { print: LoanPrint }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { loan } = print;
  const label = (key: string) => t(`printUi.field.${key}`);
  const money = (value: string) => `${loan.currency} ${formatMoney(value, { lang: language })}`;
  return (
    <PrintSheet
      firm={print.firm}
      formTitle={t('printUi.loanTitle')}
      number={String(loan.loanId)}
      printedAt={print.printedAt}
      backLink={loanDetailPath(loan.purpose, loan.loanId)}
      trail={print.trail}
      signatures={[label('signBorrower'), label('signApprover'), label('signFinance'), label('signCashier')]}
    >
      <PrintFacts
        facts={[
          [label('borrower'), loan.applicantName],
          [label('department'), print.departmentName || '—'],
          [label('status'), t(`loan.status.${loan.status}`)],
          [label('case'), loan.caseName || '—'],
          [label('expectedRepayDate'), loan.expectedRepayDate],
          [label('submittedAt'), dayOf(loan.submittedAt)],
        ]}
      />
      <table className="venus-print__table">
        <tbody>
          <tr>
            <th>{label('purpose')}</th>
            <td data-testid="print-purpose">{loan.purpose}</td>
          </tr>
        </tbody>
      </table>
      <PrintAmount
        label={label('amount')}
        figures={money(loan.amount)}
        capital={loan.currency === 'CNY' ? `人民币${print.capitalAmount}` : print.capitalAmount}
      />
      <PrintFacts
        facts={[
          [label('repaidTotal'), money(loan.repaidTotal)],
          [label('balance'), money(loan.balance)],
          ...(loan.paidDate
            ? ([
                [label('paidDate'), loan.paidDate],
                [label('method'), loan.paymentMethod ? t(`expense.method.${loan.paymentMethod}`) : '—'],
                [label('reference'), loan.paymentReference || '—'],
              ] as const)
            : []),
        ]}
      />
      {loan.repayments.length > 0 ? (
        <section className="venus-print__section">
          <h2>{t('loansUi.repaymentsTitle')}</h2>
          <table className="venus-print__table">
            <thead>
              <tr>
                <th>{label('date')}</th>
                <th>{label('repaymentKind')}</th>
                <th className="venus-print__num">{label('amount')}</th>
                <th>{label('reference')}</th>
                <th>{label('recordedBy')}</th>
              </tr>
            </thead>
            <tbody>
              {loan.repayments.map((repayment) => (
                <tr key={repayment.repaymentId}>
                  <td>{repayment.repaidDate}</td>
                  <td>{t(`loan.repaymentKind.${repayment.kind}`)}</td>
                  <td className="venus-print__num">{money(repayment.amount)}</td>
                  <td>{repayment.claimId ? `#${repayment.claimId}` : repayment.reference || '—'}</td>
                  <td>{repayment.recordedByName}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </PrintSheet>
  );
}
