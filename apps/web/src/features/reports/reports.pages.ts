import { lazy } from 'react';
import type { Page } from '../../app/page-registry.ts';

/** The reports under 报表: the component strings the server's menus name for them (page-registry.ts). */
export const REPORT_PAGES: Record<string, Page> = {
  // The income reports (decision 0042): 报表 › 案件收入 and 合伙人收入.
  'report/projectIncomeList/index': lazy(() =>
    import('./case-income-page.tsx').then((m) => ({ default: m.CaseIncomePage })),
  ),
  'report/reportPartnerIncome/index': lazy(() =>
    import('./partner-income-page.tsx').then((m) => ({ default: m.PartnerIncomePage })),
  ),
  // The expense detail report (decision 0047): 报表 › 费用明细, also exportExpensesDetail and /ovrd.
  'report/userExpenseIndex/index': lazy(() =>
    import('./expense-report-page.tsx').then((m) => ({ default: m.ExpenseReportPage })),
  ),
  // Partner withholding (decision 0051): 报表 › 合伙人预提, also the quick-start tile.
  'report/leaderWithholding/index': lazy(() =>
    import('./withholding-page.tsx').then((m) => ({ default: m.WithholdingPage })),
  ),
  // Month-end (decision 0054): 报表 › 月度数据 and 结账.
  'report/month/list/index': lazy(() =>
    import('./month-end-page.tsx').then((m) => ({ default: m.MonthEndPage })),
  ),
  // Utilisation, realisation and collection (decision 0056): 报表 › 利用率.
  'report/utilisation/index': lazy(() =>
    import('./utilisation-page.tsx').then((m) => ({ default: m.UtilisationPage })),
  ),
  // The analysis charts (decision 0060): 经营分析 › 收入分析 and 费用分析.
  'analysis/leaderIncome/index': lazy(() =>
    import('./leader-income-page.tsx').then((m) => ({ default: m.LeaderIncomePage })),
  ),
  'analysis/expense/index': lazy(() =>
    import('./expense-analysis-page.tsx').then((m) => ({ default: m.ExpenseAnalysisPage })),
  ),
};
