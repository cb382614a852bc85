import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { BILLING_PAGES } from '../features/billing/billing.pages.ts';
import { EXPENSE_PAGES } from '../features/expenses/expenses.pages.ts';
import { INVOICE_PAGES } from '../features/invoices/invoices.pages.ts';
import { LOAN_PAGES } from '../features/loans/loans.pages.ts';
import { MEETING_PAGES } from '../features/meetings/meetings.pages.ts';
import { NOTICE_PAGES } from '../features/notices/notices.pages.ts';
import { PEOPLE_PAGES } from '../features/people/people.pages.ts';
import { REPORT_PAGES } from '../features/reports/reports.pages.ts';
import { SEAL_PAGES } from '../features/seals/seals.pages.ts';

export type Page = LazyExoticComponent<ComponentType>;

/** The home page is always routed, whether or not the server lists it. */
export const HOME_COMPONENT = 'index';

/**
 * Component strings the server's menus may name, mapped to the pages that render them.
 * A menu naming anything else is skipped (see shell/route-tree.ts).
 */
const settingQuickStart = lazy(() =>
  import('../features/home/setting-quick-start-page.tsx').then((m) => ({ default: m.SettingQuickStartPage })),
);

// Custom requests: one editor for a new form and a changed one (spec /dataForm add and edit).
const requestFormEditor = lazy(() =>
  import('../features/custom-requests/request-form-editor-page.tsx').then((m) => ({
    default: m.RequestFormEditorPage,
  })),
);

const requestView = lazy(() =>
  import('../features/custom-requests/request-view-page.tsx').then((m) => ({ default: m.RequestViewPage })),
);

const myCases = lazy(() =>
  import('../features/cases/case-list-page.tsx').then((m) => ({ default: m.MyCasesPage })),
);

const allCases = lazy(() =>
  import('../features/cases/case-list-page.tsx').then((m) => ({ default: m.AllCasesPage })),
);

const officeView = lazy(() =>
  import('../features/files/office-view-page.tsx').then((m) => ({ default: m.OfficeViewPage })),
);

const pages: Record<string, Page> = {
  'home/settingQuickStart': settingQuickStart,
  // The same page as the quick-start menu row names it (decision 0009: it carries the tile grants).
  'home/settingQuickStart/index': settingQuickStart,
  'home/settingWorkbench': lazy(() =>
    import('../features/home/setting-workbench-page.tsx').then((m) => ({ default: m.SettingWorkbenchPage })),
  ),
  'user/userHistory/index': lazy(() =>
    import('../features/visit-history/visit-history-page.tsx').then((m) => ({ default: m.VisitHistoryPage })),
  ),
  'user/profile/index': lazy(() =>
    import('../features/user-profile/user-profile-page.tsx').then((m) => ({ default: m.UserProfilePage })),
  ),
  'user/setting/index': lazy(() =>
    import('../features/user-settings/user-settings-page.tsx').then((m) => ({ default: m.UserSettingsPage })),
  ),
  // The user directory and the office map (decision 0024).
  'user/addressBook/index': lazy(() =>
    import('../features/directory/address-book-page.tsx').then((m) => ({ default: m.AddressBookPage })),
  ),
  'user/officeMap/index': lazy(() =>
    import('../features/directory/office-map-page.tsx').then((m) => ({ default: m.OfficeMapPage })),
  ),
  'user/loginHistory/index': lazy(() =>
    import('../features/account-security/sign-in-history-page.tsx').then((m) => ({
      default: m.SignInHistoryPage,
    })),
  ),
  [HOME_COMPONENT]: lazy(() =>
    import('../features/home/home-page.tsx').then((m) => ({ default: m.HomePage })),
  ),
  'monitor/operlog/index': lazy(() =>
    import('../features/monitor/audit-log-page.tsx').then((m) => ({ default: m.AuditLogPage })),
  ),
  'monitor/logininfor/index': lazy(() =>
    import('../features/monitor/login-log-page.tsx').then((m) => ({ default: m.LoginLogPage })),
  ),
  'monitor/timeoutLog/index': lazy(() =>
    import('../features/monitor/timeout-log-page.tsx').then((m) => ({ default: m.TimeoutLogPage })),
  ),
  'monitor/message/index': lazy(() =>
    import('../features/notices/send-notice-page.tsx').then((m) => ({ default: m.SendNoticePage })),
  ),
  'system/user/index': lazy(() =>
    import('../features/users/users-page.tsx').then((m) => ({ default: m.UsersPage })),
  ),
  'system/version/index': lazy(() =>
    import('../features/versions/versions-page.tsx').then((m) => ({ default: m.VersionsPage })),
  ),
  'hr/holiday/index': lazy(() =>
    import('../features/holidays/holidays-page.tsx').then((m) => ({ default: m.HolidaysPage })),
  ),
  // Everyone's read of the same calendar (工作台 › 节假日日历); only HR's grant edits it.
  'hr/holidayCalendar/index': lazy(() =>
    import('../features/holidays/holidays-page.tsx').then((m) => ({ default: m.HolidaysPage })),
  ),
  'leave/leaveEdit/index': lazy(() =>
    import('../features/leave/leave-edit-page.tsx').then((m) => ({ default: m.LeaveEditPage })),
  ),
  'leave/leaveDetail/index': lazy(() =>
    import('../features/leave/leave-detail-page.tsx').then((m) => ({ default: m.LeaveDetailPage })),
  ),
  'leave/leaveToday/index': lazy(() =>
    import('../features/leave/leave-today-page.tsx').then((m) => ({ default: m.LeaveTodayPage })),
  ),
  'leave/myLeave/index': lazy(() =>
    import('../features/leave/absence-list-page.tsx').then((m) => ({ default: m.MyLeavePage })),
  ),
  'hr/leave/index': lazy(() =>
    import('../features/leave/absence-list-page.tsx').then((m) => ({ default: m.HrLeavePage })),
  ),
  'overtime/overtimeEdit/index': lazy(() =>
    import('../features/leave/overtime-edit-page.tsx').then((m) => ({ default: m.OvertimeEditPage })),
  ),
  'overtime/overtimeDetail/index': lazy(() =>
    import('../features/leave/leave-detail-page.tsx').then((m) => ({ default: m.OvertimeDetailPage })),
  ),
  'system/dict/index': lazy(() =>
    import('../features/dictionaries/dictionaries-page.tsx').then((m) => ({ default: m.DictionariesPage })),
  ),
  'system/knownName/index': lazy(() =>
    import('../features/conflicts/known-names-page.tsx').then((m) => ({ default: m.KnownNamesPage })),
  ),
  'system/config/index': lazy(() =>
    import('../features/system-config/system-config-page.tsx').then((m) => ({ default: m.SystemConfigPage })),
  ),
  'process/workflow/index': lazy(() =>
    import('../features/approvals/designer/workflow-designer-page.tsx').then((m) => ({
      default: m.WorkflowDesignerPage,
    })),
  ),
  'process/todo/index': lazy(() =>
    import('../features/approvals/task-centre-page.tsx').then((m) => ({ default: m.TaskCentrePage })),
  ),
  'system/role/index': lazy(() =>
    import('../features/roles/roles-page.tsx').then((m) => ({ default: m.RolesPage })),
  ),
  'system/role/usersByRole': lazy(() =>
    import('../features/roles/users-by-role-page.tsx').then((m) => ({ default: m.UsersByRolePage })),
  ),
  'system/menu/index': lazy(() =>
    import('../features/menus/menus-page.tsx').then((m) => ({ default: m.MenusPage })),
  ),
  'system/dept/index': lazy(() =>
    import('../features/depts/depts-page.tsx').then((m) => ({ default: m.DeptsPage })),
  ),
  'system/i18n/index': lazy(() =>
    import('../features/i18n-bundles/i18n-bundles-page.tsx').then((m) => ({ default: m.I18nBundlesPage })),
  ),
  'dataForm/dataForm/index': lazy(() =>
    import('../features/custom-requests/request-forms-page.tsx').then((m) => ({
      default: m.RequestFormsPage,
    })),
  ),
  'dataForm/add/index': requestFormEditor,
  'dataForm/edit/index': requestFormEditor,
  'simpleForm/list/index': lazy(() =>
    import('../features/custom-requests/my-requests-page.tsx').then((m) => ({ default: m.MyRequestsPage })),
  ),
  'workflow/commonAdd/index': lazy(() =>
    import('../features/custom-requests/request-edit-page.tsx').then((m) => ({ default: m.RequestAddPage })),
  ),
  'workflow/commonEdit/index': lazy(() =>
    import('../features/custom-requests/request-edit-page.tsx').then((m) => ({ default: m.RequestEditPage })),
  ),
  'workflow/commonView/index': requestView,
  // Spec §2 names both; they show the same request.
  'simpleForm/detail/index': requestView,
  'workflow/commonTest/index': lazy(() =>
    import('../features/custom-requests/request-test-page.tsx').then((m) => ({ default: m.RequestTestPage })),
  ),
  'dataForm/view/index': lazy(() =>
    import('../features/custom-requests/request-form-view-page.tsx').then((m) => ({
      default: m.RequestFormViewPage,
    })),
  ),
  'workflow/definition/index': lazy(() =>
    import('../features/approvals/designer/workflow-definition-page.tsx').then((m) => ({
      default: m.WorkflowDefinitionPage,
    })),
  ),
  'workflow/version/index': lazy(() =>
    import('../features/approvals/designer/workflow-definition-page.tsx').then((m) => ({
      default: m.WorkflowVersionPage,
    })),
  ),
  'workflow/test/index': lazy(() =>
    import('../features/approvals/designer/workflow-definition-page.tsx').then((m) => ({
      default: m.WorkflowTestPage,
    })),
  ),
  'workflow/act/index': lazy(() =>
    import('../features/approvals/approval-act-page.tsx').then((m) => ({ default: m.ApprovalActPage })),
  ),
  // Spec §1 /office/view and /v2/office/view: a document on a tab of its own (decision 0020).
  'office/view/index': officeView,
  // Clients (issue 7, decision 0025): the three menu pages, the form, invoice titles and detail.
  'hankun/custom/list/index': lazy(() =>
    import('../features/clients/client-list-page.tsx').then((m) => ({ default: m.ClientListPage })),
  ),
  'hankun/clientInfo/myclient/index': lazy(() =>
    import('../features/clients/client-list-page.tsx').then((m) => ({ default: m.MyClientsPage })),
  ),
  'hankun/merge/list/index': lazy(() =>
    import('../features/clients/client-merge-page.tsx').then((m) => ({ default: m.ClientMergePage })),
  ),
  'clientInfo/clientAdd/index': lazy(() =>
    import('../features/clients/client-form-page.tsx').then((m) => ({ default: m.ClientAddPage })),
  ),
  'customInfo/customAdd/index': lazy(() =>
    import('../features/clients/client-form-page.tsx').then((m) => ({ default: m.ClientEditPage })),
  ),
  'customInfo/invoiceEdit/index': lazy(() =>
    import('../features/clients/invoice-titles-page.tsx').then((m) => ({ default: m.InvoiceTitlesPage })),
  ),
  'jurisdiction/clientDetail/index': lazy(() =>
    import('../features/clients/client-detail-page.tsx').then((m) => ({ default: m.ClientDetailPage })),
  ),
  // Cases (issue 7, decision 0025): the application and its conflict check, the lists, one case.
  'project/settle/index': lazy(() =>
    import('../features/cases/settle-page.tsx').then((m) => ({ default: m.SettlePage })),
  ),
  'project/settle1/index': lazy(() =>
    import('../features/cases/settle-page.tsx').then((m) => ({ default: m.SettleSteppedPage })),
  ),
  'project/checkHistory/index': lazy(() =>
    import('../features/cases/check-history.tsx').then((m) => ({ default: m.CheckHistoryPage })),
  ),
  'project/checkHistory/list': lazy(() =>
    import('../features/cases/conflict-history-page.tsx').then((m) => ({ default: m.ConflictHistoryPage })),
  ),
  'project/management/index': myCases,
  // The names the seeded 我的案件 / 全部案件 menus give them (menus.seed.ts, from hankun:project).
  'hankun/management/index': myCases,
  'project/listAll/index': allCases,
  'hankun/listAll/index': allCases,
  'project/auditList/index': lazy(() =>
    import('../features/cases/case-list-page.tsx').then((m) => ({ default: m.AuditListPage })),
  ),
  'jurisdiction/projectDetail/index': lazy(() =>
    import('../features/cases/case-detail-page.tsx').then((m) => ({ default: m.CaseDetailPage })),
  ),
  'projectManagement/preCheck/index': lazy(() =>
    import('../features/cases/pre-check-page.tsx').then((m) => ({ default: m.PreCheckPage })),
  ),
  'project/closingMergerAdd/index': lazy(() =>
    import('../features/cases/closing-info-page.tsx').then((m) => ({ default: m.ClosingMergerAddPage })),
  ),
  'project/closingMergeOverride/index': lazy(() =>
    import('../features/cases/closing-info-page.tsx').then((m) => ({ default: m.ClosingMergerOverridePage })),
  ),
  'project/closingVcpeAdd/index': lazy(() =>
    import('../features/cases/closing-info-page.tsx').then((m) => ({ default: m.ClosingVcpeAddPage })),
  ),
  'project/closingVcpeOverride/index': lazy(() =>
    import('../features/cases/closing-info-page.tsx').then((m) => ({ default: m.ClosingVcpeOverridePage })),
  ),
  'project/closingFundAdd/index': lazy(() =>
    import('../features/cases/closing-info-page.tsx').then((m) => ({ default: m.ClosingFundAddPage })),
  ),
  'project/closingFundOverride/index': lazy(() =>
    import('../features/cases/closing-info-page.tsx').then((m) => ({ default: m.ClosingFundOverridePage })),
  ),
  'project/closingLitigationAdd/index': lazy(() =>
    import('../features/cases/closing-info-page.tsx').then((m) => ({ default: m.ClosingLitigationAddPage })),
  ),
  'project/closingLitigationOverride/index': lazy(() =>
    import('../features/cases/closing-info-page.tsx').then((m) => ({
      default: m.ClosingLitigationOverridePage,
    })),
  ),
  'project/closingArbitrationAdd/index': lazy(() =>
    import('../features/cases/closing-info-page.tsx').then((m) => ({ default: m.ClosingArbitrationAddPage })),
  ),
  'project/closingArbitrationOverride/index': lazy(() =>
    import('../features/cases/closing-info-page.tsx').then((m) => ({
      default: m.ClosingArbitrationOverridePage,
    })),
  ),
  'project/closingAdvisoryAdd/index': lazy(() =>
    import('../features/cases/closing-info-page.tsx').then((m) => ({ default: m.ClosingAdvisoryAddPage })),
  ),
  'project/closingAdvisoryOverride/index': lazy(() =>
    import('../features/cases/closing-info-page.tsx').then((m) => ({
      default: m.ClosingAdvisoryOverridePage,
    })),
  ),
  'project/lawyer/index': lazy(() =>
    import('../features/cases/case-team-page.tsx').then((m) => ({ default: m.CaseTeamPage })),
  ),
  'project/related/index': lazy(() =>
    import('../features/cases/case-related-page.tsx').then((m) => ({ default: m.CaseRelatedPage })),
  ),
  'project/contact/index': lazy(() =>
    import('../features/cases/case-contacts-page.tsx').then((m) => ({ default: m.CaseContactsPage })),
  ),
  'project/budget/index': lazy(() =>
    import('../features/cases/case-budget-page.tsx').then((m) => ({ default: m.CaseBudgetPage })),
  ),
  // Time (issue 10, decision 0026): the menu pages under 工时管理 and the import they open.
  'worklog/writeWorklog/index': lazy(() =>
    import('../features/worklogs/write/write-worklog-page.tsx').then((m) => ({
      default: m.WriteWorklogPage,
    })),
  ),
  'worklog/myWorklog/index': lazy(() =>
    import('../features/worklogs/mine/my-worklog-page.tsx').then((m) => ({ default: m.MyWorklogPage })),
  ),
  'worklog/relateWorklog/index': lazy(() =>
    import('../features/worklogs/review/relate-worklog-page.tsx').then((m) => ({
      default: m.RelateWorklogPage,
    })),
  ),
  'worklog/view/index': lazy(() =>
    import('../features/worklogs/all/all-worklog-page.tsx').then((m) => ({ default: m.AllWorklogPage })),
  ),
  'worklog/score/index': lazy(() =>
    import('../features/worklogs/score/score-page.tsx').then((m) => ({ default: m.ScorePage })),
  ),
  'worklog/score/rule/index': lazy(() =>
    import('../features/worklogs/score/score-rules-page.tsx').then((m) => ({ default: m.ScoreRulesPage })),
  ),
  'worklog/batchImportWorklog/index': lazy(() =>
    import('../features/worklogs/import/batch-import-page.tsx').then((m) => ({ default: m.BatchImportPage })),
  ),
  'project/expenseType/index': lazy(() =>
    import('../features/cases/case-expense-types-page.tsx').then((m) => ({
      default: m.CaseExpenseTypesPage,
    })),
  ),
  // The money domains keep their pages beside them.
  ...BILLING_PAGES,
  ...REPORT_PAGES,
  ...INVOICE_PAGES,
  ...EXPENSE_PAGES,
  ...LOAN_PAGES,
  ...MEETING_PAGES,
  ...PEOPLE_PAGES,
  ...SEAL_PAGES,
  ...NOTICE_PAGES,
};

export function isRegisteredPage(component: string): boolean {
  return Object.hasOwn(pages, component);
}

export function findPage(component: string): Page | undefined {
  return isRegisteredPage(component) ? pages[component] : undefined;
}
