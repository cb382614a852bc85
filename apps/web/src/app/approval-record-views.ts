import {
  BILL_BUSINESS_TYPE,
  BILL_CREDIT_BUSINESS_TYPE,
  BILL_WRITE_OFF_BUSINESS_TYPE,
  CASE_APPLICATION_BUSINESS_TYPE,
  CASE_CLOSING_BUSINESS_TYPE,
  CASE_PARTIES_BUSINESS_TYPE,
  EXPENSE_BUSINESS_TYPE,
  INVOICE_BUSINESS_TYPE,
  LOAN_BUSINESS_TYPE,
  LOAN_REPAYMENT_BUSINESS_TYPE,
} from '@venus/shared';
import { lazy } from 'react';
import { registerApprovalRecordView } from '../features/approvals/record-views.ts';

registerApprovalRecordView(
  'leave',
  lazy(() => import('../features/leave/leave-summary.tsx').then((m) => ({ default: m.LeaveRecord }))),
);
registerApprovalRecordView(
  'overtime',
  lazy(() => import('../features/leave/leave-summary.tsx').then((m) => ({ default: m.OvertimeRecord }))),
);
// Every custom request form (business type custom:<form key>, decision 0022).
registerApprovalRecordView(
  'custom:*',
  lazy(() =>
    import('../features/custom-requests/request-record.tsx').then((m) => ({
      default: m.CustomRequestRecord,
    })),
  ),
);
// Cases (decision 0025): the application with its conflict hits and answers, and the closing.
registerApprovalRecordView(
  CASE_APPLICATION_BUSINESS_TYPE,
  lazy(() => import('../features/cases/case-record.tsx').then((m) => ({ default: m.CaseApplicationRecord }))),
);
registerApprovalRecordView(
  CASE_CLOSING_BUSINESS_TYPE,
  lazy(() => import('../features/cases/case-record.tsx').then((m) => ({ default: m.CaseClosingRecord }))),
);
registerApprovalRecordView(
  CASE_PARTIES_BUSINESS_TYPE,
  lazy(() => import('../features/cases/case-record.tsx').then((m) => ({ default: m.CasePartiesRecord }))),
);
// Bills (decision 0030): the partner and finance read the whole bill before deciding.
registerApprovalRecordView(
  BILL_BUSINESS_TYPE,
  lazy(() => import('../features/billing/bill-record.tsx').then((m) => ({ default: m.BillRecord }))),
);
// Expense claims (decision 0032): the approver reads the lines and opens the receipts.
registerApprovalRecordView(
  EXPENSE_BUSINESS_TYPE,
  lazy(() => import('../features/expenses/expense-record.tsx').then((m) => ({ default: m.ExpenseRecord }))),
);
// Staff loans (decision 0041): the partner, head and finance read the loan before deciding.
registerApprovalRecordView(
  LOAN_BUSINESS_TYPE,
  lazy(() => import('../features/loans/loan-record.tsx').then((m) => ({ default: m.LoanRecord }))),
);
// A loan's repayment request (decision 0053) records the loan: its approvers read the same page.
registerApprovalRecordView(
  LOAN_REPAYMENT_BUSINESS_TYPE,
  lazy(() => import('../features/loans/loan-record.tsx').then((m) => ({ default: m.LoanRecord }))),
);
// Credit notes and write-offs (task 50000, decision 0035): finance reads what is asked above the bill.
registerApprovalRecordView(
  BILL_CREDIT_BUSINESS_TYPE,
  lazy(() =>
    import('../features/billing/bill-correction-record.tsx').then((m) => ({ default: m.BillCreditRecord })),
  ),
);
registerApprovalRecordView(
  BILL_WRITE_OFF_BUSINESS_TYPE,
  lazy(() =>
    import('../features/billing/bill-correction-record.tsx').then((m) => ({ default: m.BillWriteOffRecord })),
  ),
);
// Tax invoice requests (task 60000, decision 0039): finance reads the request and records the invoice.
registerApprovalRecordView(
  INVOICE_BUSINESS_TYPE,
  lazy(() =>
    import('../features/invoices/invoice-detail-page.tsx').then((m) => ({ default: m.InvoiceRecord })),
  ),
);
