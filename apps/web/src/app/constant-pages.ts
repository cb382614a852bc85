import { WORKLOG_PERMISSIONS } from '@venus/shared';
import { NOTICE_CONSTANT_PAGES } from '../features/notices/notice-constant-pages.ts';
import { SEAL_CONSTANT_PAGES } from '../features/seals/seal-constant-pages.ts';
import type { PageEntry } from '../shell/route-tree.ts';
import { MONEY_PAGES } from './constant-pages-money.ts';

export interface ConstantPage {
  path: string;
  component: string;
  titleKey: string;
  /**
   * A page opened from another page (RuoYi's "dynamic routes"): routed only when that page's
   * component is granted, e.g. a role's users only for those who have the roles page.
   */
  grantedWith?: string;
  /**
   * The permission the page's own action needs (its save, its import): without it the page is
   * not routed, so nobody fills a whole form to learn at the save that they may not (issue 27
   * item 11). The server checks the call all the same.
   */
  permission?: string;
}

const APPLY_FOR_CASE = 'hankun:project:myAdd';

/**
 * Pages without a menu row (RuoYi's "constant routes"): they open from the user menu, the home
 * page or another page. A page whose component is not registered yet is left out.
 */
export const CONSTANT_PAGES: readonly ConstantPage[] = [
  { path: '/user/profile', component: 'user/profile/index', titleKey: 'pages.userProfile' },
  { path: '/user/setting', component: 'user/setting/index', titleKey: 'pages.userSetting' },
  { path: '/user/userHistory', component: 'user/userHistory/index', titleKey: 'pages.userHistory' },
  // The user directory (decision 0024): everyone finds colleagues and sees who sits where.
  { path: '/user/addressBook/:title', component: 'user/addressBook/index', titleKey: 'pages.addressBook' },
  { path: '/user/officeMap/:title', component: 'user/officeMap/index', titleKey: 'pages.officeMap' },
  // One's own staff record, or (HR) anyone's by ?userId= (decision 0059); the server decides who reads it.
  { path: '/user/userDataInfo/:title', component: 'user/userDataInfo/index', titleKey: 'pages.staffRecord' },
  // The caller's own sign-ins, guarded by the privacy password (decision 0006).
  {
    path: '/user/loginHistory',
    component: 'user/loginHistory/index',
    titleKey: 'accountSecurity.signInHistory',
  },
  {
    path: '/home/settingQuickStart',
    component: 'home/settingQuickStart',
    titleKey: 'pages.settingQuickStart',
  },
  { path: '/home/settingWorkbench', component: 'home/settingWorkbench', titleKey: 'pages.settingWorkbench' },
  // Everyone may be asked to approve something: the task centre needs no menu grant.
  { path: '/process/todo', component: 'process/todo/index', titleKey: 'pages.taskCentre' },
  // Attachments open here from a file's preview (decision 0020); the server checks the file.
  { path: '/office/view', component: 'office/view/index', titleKey: 'pages.officeView' },
  { path: '/v2/office/view', component: 'office/view/index', titleKey: 'pages.officeView' },
  // Everyone asks for leave and overtime, and sees who is away (decision 0018); the server
  // refuses a request from whoever lacks hr:leave:add / hr:overtime:add.
  { path: '/leave/myLeave', component: 'leave/myLeave/index', titleKey: 'pages.myLeave' },
  {
    path: '/leave/leaveEdit',
    component: 'leave/leaveEdit/index',
    titleKey: 'pages.leaveEdit',
    permission: 'hr:leave:add',
  },
  { path: '/leave/leaveDetail/:title', component: 'leave/leaveDetail/index', titleKey: 'pages.leaveDetail' },
  { path: '/leave/leaveToday', component: 'leave/leaveToday/index', titleKey: 'pages.leaveToday' },
  {
    path: '/overtime/overtimeEdit',
    component: 'overtime/overtimeEdit/index',
    titleKey: 'pages.overtimeEdit',
    permission: 'hr:overtime:add',
  },
  {
    path: '/overtime/overtimeDetail/:title',
    component: 'overtime/overtimeDetail/index',
    titleKey: 'pages.overtimeDetail',
  },
  // Spec §2 Admin: a role's users, opened from the roles page.
  {
    path: '/role/usersByRole/:title',
    component: 'system/role/usersByRole',
    titleKey: 'rolesAdmin.usersByRole',
    grantedWith: 'system/role/index',
  },
  // Custom requests (decision 0022): the form editor and the trial filling open from 申请表单;
  // filing opens from 我的申请. A request reads for its approvers too, who may hold no menu:
  // the server decides who may read it.
  {
    path: '/dataForm/add',
    component: 'dataForm/add/index',
    titleKey: 'customRequestsUi.addForm',
    grantedWith: 'dataForm/dataForm/index',
  },
  {
    path: '/dataForm/edit',
    component: 'dataForm/edit/index',
    titleKey: 'pages.requestFormEdit',
    grantedWith: 'dataForm/dataForm/index',
  },
  {
    path: '/workflow/commonTest',
    component: 'workflow/commonTest/index',
    titleKey: 'pages.requestTest',
    grantedWith: 'dataForm/dataForm/index',
  },
  {
    path: '/workflow/commonAdd',
    component: 'workflow/commonAdd/index',
    titleKey: 'pages.requestAdd',
    grantedWith: 'simpleForm/list/index',
  },
  {
    path: '/workflow/commonEdit',
    component: 'workflow/commonEdit/index',
    titleKey: 'pages.requestEdit',
    grantedWith: 'simpleForm/list/index',
  },
  { path: '/workflow/commonView', component: 'workflow/commonView/index', titleKey: 'pages.requestView' },
  { path: '/simpleForm/detail', component: 'simpleForm/detail/index', titleKey: 'pages.requestView' },
  {
    path: '/dataForm/view',
    component: 'dataForm/view/index',
    titleKey: 'pages.requestFormView',
    grantedWith: 'dataForm/dataForm/index',
  },
  // Spec §2 Workflow routes (decision 0015 "Routes"): a workflow, one saved version and its test
  // run open from 流程设计; the approval page is where an approver's mail lands, for anyone.
  {
    path: '/workflow/:title',
    component: 'workflow/definition/index',
    titleKey: 'pages.workflowDefinition',
    grantedWith: 'process/workflow/index',
  },
  {
    path: '/workflow/:title/v2',
    component: 'workflow/version/index',
    titleKey: 'pages.workflowVersion',
    grantedWith: 'process/workflow/index',
  },
  {
    path: '/workflow/test/:title',
    component: 'workflow/test/index',
    titleKey: 'pages.workflowTest',
    grantedWith: 'process/workflow/index',
  },
  { path: '/workflow/act/:title', component: 'workflow/act/index', titleKey: 'pages.workflowAct' },
  // Cases (decision 0025): pages every lawyer may open from the home tiles, the task centre or
  // another case page; each list and check asks the server, which answers only what one may see,
  // and the page refuses itself to one without the list's permission.
  {
    path: '/project/settle',
    component: 'project/settle/index',
    titleKey: 'pages.caseSettle',
    permission: APPLY_FOR_CASE,
  },
  {
    path: '/project/settle/:title',
    component: 'project/settle/index',
    titleKey: 'pages.caseSettle',
    permission: APPLY_FOR_CASE,
  },
  {
    path: '/project/settle1/:title',
    component: 'project/settle1/index',
    titleKey: 'pages.caseSettle',
    permission: APPLY_FOR_CASE,
  },
  // The firm's checks by person and date; the server answers only those within the reader's walls.
  {
    path: '/project/checkHistory',
    component: 'project/checkHistory/list',
    titleKey: 'pages.firmCheckHistory',
  },
  {
    path: '/project/checkHistory/:title',
    component: 'project/checkHistory/index',
    titleKey: 'pages.caseCheckHistory',
  },
  { path: '/project/management/:title', component: 'project/management/index', titleKey: 'pages.myCases' },
  {
    path: '/project/listAll/:title',
    component: 'project/listAll/index',
    titleKey: 'pages.allCases',
    permission: 'hankun:project:listAll',
  },
  { path: '/project/auditList/:title', component: 'project/auditList/index', titleKey: 'pages.caseAudits' },
  {
    path: '/jurisdiction/projectDetail/:title',
    component: 'jurisdiction/projectDetail/index',
    titleKey: 'pages.caseDetail',
  },
  {
    path: '/projectManagement/preCheck',
    component: 'projectManagement/preCheck/index',
    titleKey: 'pages.casePreCheck',
  },
  {
    path: '/projectManagement/preCheck/:title',
    component: 'projectManagement/preCheck/index',
    titleKey: 'pages.casePreCheck',
  },
  // Closing information of a case (spec §2 Cases), opened from the case's page.
  {
    path: '/project/closingMergerAdd/:title',
    component: 'project/closingMergerAdd/index',
    titleKey: 'pages.closingMerger',
  },
  {
    path: '/project/closingMergeOverride/:title',
    component: 'project/closingMergeOverride/index',
    titleKey: 'pages.closingMerger',
  },
  {
    path: '/project/closingVcpeAdd/:title',
    component: 'project/closingVcpeAdd/index',
    titleKey: 'pages.closingVcpe',
  },
  {
    path: '/project/closingVcpeOverride/:title',
    component: 'project/closingVcpeOverride/index',
    titleKey: 'pages.closingVcpe',
  },
  {
    path: '/project/closingFundAdd/:title',
    component: 'project/closingFundAdd/index',
    titleKey: 'pages.closingFund',
  },
  {
    path: '/project/closingFundOverride/:title',
    component: 'project/closingFundOverride/index',
    titleKey: 'pages.closingFund',
  },
  // The outcome of a lawsuit, an arbitration or a piece of advice (issue 27 item 8).
  {
    path: '/project/closingLitigationAdd/:title',
    component: 'project/closingLitigationAdd/index',
    titleKey: 'pages.closingLitigation',
  },
  {
    path: '/project/closingLitigationOverride/:title',
    component: 'project/closingLitigationOverride/index',
    titleKey: 'pages.closingLitigation',
  },
  {
    path: '/project/closingArbitrationAdd/:title',
    component: 'project/closingArbitrationAdd/index',
    titleKey: 'pages.closingArbitration',
  },
  {
    path: '/project/closingArbitrationOverride/:title',
    component: 'project/closingArbitrationOverride/index',
    titleKey: 'pages.closingArbitration',
  },
  {
    path: '/project/closingAdvisoryAdd/:title',
    component: 'project/closingAdvisoryAdd/index',
    titleKey: 'pages.closingAdvisory',
  },
  {
    path: '/project/closingAdvisoryOverride/:title',
    component: 'project/closingAdvisoryOverride/index',
    titleKey: 'pages.closingAdvisory',
  },
  // A case's own pages (spec §2 Cases: lawyer, related, contact, budget), opened from its detail.
  { path: '/project/lawyer/:title', component: 'project/lawyer/index', titleKey: 'pages.caseTeam' },
  { path: '/project/related/:title', component: 'project/related/index', titleKey: 'pages.caseRelated' },
  { path: '/project/contact/:title', component: 'project/contact/index', titleKey: 'pages.caseContacts' },
  { path: '/project/budget/:title', component: 'project/budget/index', titleKey: 'pages.caseBudget' },
  {
    path: '/project/expenseType/:title',
    component: 'project/expenseType/index',
    titleKey: 'pages.caseExpenseTypes',
  },
  // Clients (decision 0025): the form and the invoice titles open from 客户列表; a client's detail
  // opens from anywhere (a case, my clients), and the server decides who may read it.
  {
    path: '/clientInfo/clientAdd',
    component: 'clientInfo/clientAdd/index',
    titleKey: 'pages.clientAdd',
    grantedWith: 'hankun/custom/list/index',
  },
  {
    path: '/customInfo/customAdd',
    component: 'customInfo/customAdd/index',
    titleKey: 'pages.clientEdit',
    grantedWith: 'hankun/custom/list/index',
  },
  {
    path: '/customInfo/invoiceEdit',
    component: 'customInfo/invoiceEdit/index',
    titleKey: 'pages.invoiceEdit',
    grantedWith: 'hankun/custom/list/index',
  },
  {
    path: '/jurisdiction/clientDetail/:title',
    component: 'jurisdiction/clientDetail/index',
    titleKey: 'pages.clientDetail',
  },
  {
    path: '/v2/jurisdiction/clientDetail/:title',
    component: 'jurisdiction/clientDetail/index',
    titleKey: 'pages.clientDetail',
  },
  { path: '/custom/detail', component: 'jurisdiction/clientDetail/index', titleKey: 'pages.clientDetail' },
  // Time (decision 0026): the spreadsheet import opens from 我的工时's Import button; the server
  // refuses it to one without worklog:myWorklog:import.
  {
    path: '/worklog/batchImportWorklog',
    component: 'worklog/batchImportWorklog/index',
    titleKey: 'worklog.importUi.title',
    grantedWith: 'worklog/myWorklog/index',
    permission: WORKLOG_PERMISSIONS.importSheet,
  },
  ...MONEY_PAGES,
  // The spec's route of the holiday calendar, for those who hold its menu page.
  {
    path: '/holiday/holidayEdit',
    component: 'hr/holiday/index',
    titleKey: 'pages.holidayEdit',
    grantedWith: 'hr/holiday/index',
  },
  ...NOTICE_CONSTANT_PAGES,
  ...SEAL_CONSTANT_PAGES,
];

/**
 * The granted pages plus the constant ones this client can render and the person may use, titled
 * in the current language. `holds` tells whether the person holds a permission.
 */
export function withConstantPages(
  pages: readonly PageEntry[],
  isRegistered: (component: string) => boolean,
  translate: (key: string) => string,
  holds: (permission: string) => boolean,
): PageEntry[] {
  const granted = new Set(pages.map((page) => page.path));
  const pathOfComponent = new Map(pages.map((page) => [page.component, page.path]));
  const constant = CONSTANT_PAGES.filter(
    (page) =>
      isRegistered(page.component) &&
      !granted.has(page.path) &&
      (page.grantedWith === undefined || pathOfComponent.has(page.grantedWith)) &&
      (page.permission === undefined || holds(page.permission)),
  ).map((page): PageEntry => {
    const entry: PageEntry = { path: page.path, component: page.component, title: translate(page.titleKey) };
    // The side menu and the breadcrumb place it under the page it opens from.
    const opener = page.grantedWith === undefined ? undefined : pathOfComponent.get(page.grantedWith);
    if (opener !== undefined) entry.activeMenu = opener;
    return entry;
  });
  return [...pages, ...constant];
}
