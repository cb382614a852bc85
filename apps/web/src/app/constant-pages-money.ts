import { BILLING_PERMISSIONS, DAILY_EXPENSE_PERMISSIONS, EXPENSE_REPORT_PERMISSIONS } from '@venus/shared';
import type { ConstantPage } from './constant-pages.ts';

/** The money domains' pages without a menu row: bills, receipts, expense claims, daily expenses. */
export const MONEY_PAGES: readonly ConstantPage[] = [
  // Bills (decision 0030): the bill form opens from the quick-start tile and the case's 账单 tab; a
  // draft from its list row. The server checks the case and the draft again on save.
  {
    path: '/bill/billAdd',
    component: 'bill/billAdd/index',
    titleKey: 'pages.billAdd',
    permission: BILLING_PERMISSIONS.add,
  },
  {
    path: '/bill/billEdit/:id',
    component: 'bill/billEdit/index',
    titleKey: 'pages.billEdit',
    permission: BILLING_PERMISSIONS.edit,
  },
  // Bills (decision 0030): a bill opens from the lists, a case or a task; the server answers only
  // those whose case one may see.
  { path: '/bill/billDetail/:title', component: 'bill/billDetail/index', titleKey: 'pages.billDetail' },
  // Lawyer-fee agreements (decision 0040): one opens from its case's 收费方式 tab; the server answers
  // only those whose case one may see.
  {
    path: '/lawyerfee/lawyerDetail',
    component: 'lawyerfee/lawyerDetail/index',
    titleKey: 'pages.lawyerDetail',
  },
  // Expense claims (decision 0034): a claim opens from the lists and the task centre (90001, 90012,
  // 90013); the server answers only its applicant, approvers and finance within the walls.
  {
    path: '/v2/expenses/expenseDetail/:title',
    component: 'expenses/expenseDetail/index',
    titleKey: 'pages.expenseDetail',
  },
  {
    path: '/expenses/expenseDetail/:title',
    component: 'expenses/expenseDetail/index',
    titleKey: 'pages.expenseDetail',
  },
  // Receipts (decision 0035): recorded from finance's list or a client's 应收款 tab; one opens from
  // the list, a bill's allocations or the record form.
  {
    path: '/bill/billReceiptV2/:title',
    component: 'bill/billReceiptV2/index',
    titleKey: 'pages.billReceiptV2',
    permission: BILLING_PERMISSIONS.receiptAdd,
  },
  {
    path: '/receipt/detail/:title',
    component: 'receipt/detail/index',
    titleKey: 'pages.receiptDetail',
    permission: BILLING_PERMISSIONS.receiptList,
  },
  // Tax invoices (decision 0039): task 60000 opens billOpenInvoice/:title?id=<invoice>; the lists
  // and the bill's page open invoice/detail; the server answers only within the bill's wall.
  {
    path: '/bill/billOpenInvoice/:title',
    component: 'invoice/detail/index',
    titleKey: 'pages.invoiceDetail',
  },
  {
    path: '/bill/billInvoiceDetail/:title',
    component: 'invoice/detail/index',
    titleKey: 'pages.invoiceDetail',
  },
  { path: '/invoice/detail/:title', component: 'invoice/detail/index', titleKey: 'pages.invoiceDetail' },
  // Daily expenses (decision 0038): task code 90002 opens /expenses/dailyDetail/:title?ifAudit=y;
  // the home tile 日常报销 opens /v2/expenses/DailyAdd (my daily expenses with the form open).
  {
    path: '/expenses/dailyDetail/:title',
    component: 'expenses/dailyDetail/index',
    titleKey: 'pages.dailyDetail',
  },
  {
    path: '/v2/expenses/dailyDetail/:title',
    component: 'expenses/dailyDetail/index',
    titleKey: 'pages.dailyDetail',
  },
  // Staff loans (decision 0041): task codes 161000–171005 open /v2/borrow/borrowDetail/:title.
  {
    path: '/v2/borrow/borrowDetail/:title',
    component: 'borrow/borrowDetail/index',
    titleKey: 'pages.borrowDetail',
  },
  {
    path: '/borrow/borrowDetail/:title',
    component: 'borrow/borrowDetail/index',
    titleKey: 'pages.borrowDetail',
  },
  // The A4 forms (spec expensePrint, borrowPrint; decision 0047): opened by 打印 on the record's
  // page; the server answers only those who may open the record.
  ...(
    [
      ['/v2/expenses/expensePrint/:title', 'expenses/expensePrint/index', 'pages.expensePrint'],
      ['/expenses/expensePrint/:title', 'expenses/expensePrint/index', 'pages.expensePrint'],
      ['/expenses/dailyPrint/:title', 'expenses/dailyPrint/index', 'pages.dailyPrint'],
      ['/v2/borrow/borrowPrint/:title', 'borrow/borrowPrint/index', 'pages.borrowPrint'],
      ['/expenses/borrowPrint/:title', 'borrow/borrowPrint/index', 'pages.borrowPrint'],
    ] as const
  ).map(([path, component, titleKey]) => ({ path, component, titleKey })),
  // The expense detail report's other spec names (decision 0047); the menu page is userExpenseIndex.
  {
    path: '/report/exportExpensesDetail/:title',
    component: 'report/userExpenseIndex/index',
    titleKey: 'pages.userExpenseIndex',
    permission: EXPENSE_REPORT_PERMISSIONS.list,
  },
  {
    path: '/ovrd/report/expensesDetail',
    component: 'report/userExpenseIndex/index',
    titleKey: 'pages.userExpenseIndex',
    permission: EXPENSE_REPORT_PERMISSIONS.list,
  },
  {
    path: '/v2/expenses/DailyAdd',
    component: 'expenses/dailyAdd/index',
    titleKey: 'pages.dailyAdd',
    permission: DAILY_EXPENSE_PERMISSIONS.add,
  },
];
