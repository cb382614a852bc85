import type { MenuSeed } from './menus.seed.ts';

/**
 * Decision 0009: the quick-start permission strings of spec §6 exist as buttons before the pages
 * they open are built, so roles can be given their home tiles now. They hang under the
 * "工作台 › 快捷入口" page (the quick-start settings page); a later feature's own menus may carry
 * the same string again, which grants nothing more. The worklog tiles open the Time pages, which
 * carry their strings themselves (decision 0026), as do the income reports' (decision 0042), the
 * expense detail report's (个人费用, decision 0047) and partner withholding's (合伙人预提, 0051).
 */
const QUICK_START_BUTTONS: readonly [perms: string, menuName: string, menuNameEn: string][] = [
  ['hankun:project:listAllPreCheck', '预审核列表', 'Pre-check audits'],
  ['hankun:project:listAllStartCheck', '正式立案审核列表', 'Establishment audits'],
  ['hankun:project:listAllEndCheck', '结案审核列表', 'Closing audits'],
  ['hankun:project:checkAllList', '利冲预检', 'Conflict pre-checks'],
  ['hr:leave:add', '请假申请', 'Leave request'],
  ['hr:overtime:add', '加班申请', 'Overtime request'],
  ['hankun:expenses:dailyAdd', '日常报销', 'Daily expense'],
  ['hankun:project:myAdd', '立案申请', 'Case application'],
  ['hankun:bill:add', '新建账单', 'New bill'],
  ['hk:seal:add', '用印申请', 'Seal request'],
  ['hankun:expenses:add', '费用报销', 'Expense claim'],
  ['expenses:expenses:add', '费用报销（新）', 'Expense claim (v2)'],
  ['expenses:borrow:add', '借款申请', 'Loan request'],
];

export const QUICK_START_PAGE_PERMS = 'home:settingQuickStart:list';
export const HOLIDAY_CALENDAR_PERMS = 'hr:holidayCalendar:list';

export const QUICK_START_MENU: MenuSeed = {
  menuName: '工作台',
  menuNameEn: 'Workbench',
  menuType: 'M',
  path: 'home',
  component: 'Layout',
  perms: '',
  icon: 76,
  children: [
    {
      menuName: '快捷入口',
      menuNameEn: 'Quick start',
      menuType: 'C',
      path: 'settingQuickStart',
      component: 'home/settingQuickStart/index',
      perms: QUICK_START_PAGE_PERMS,
      icon: 77,
      children: QUICK_START_BUTTONS.map(([perms, menuName, menuNameEn]) => ({
        menuName,
        menuNameEn,
        menuType: 'F',
        path: '',
        component: '',
        perms,
        icon: 0,
        children: [],
      })),
    },
    // Everyone reads the holiday calendar (leave and time count working days on it); HR keeps it
    // under 系统管理 › 节假日设置 (issue 27 item 14).
    {
      menuName: '节假日日历',
      menuNameEn: 'Holiday calendar',
      menuType: 'C',
      path: 'holidayCalendar',
      component: 'hr/holidayCalendar/index',
      perms: HOLIDAY_CALENDAR_PERMS,
      icon: 15,
      children: [],
    },
  ],
};

/**
 * Each role's quick-start tiles (the directory and page included, so the grants are reachable),
 * and the holiday calendar beside them.
 */
const withPage = (...perms: string[]) => ['home', QUICK_START_PAGE_PERMS, HOLIDAY_CALENDAR_PERMS, ...perms];
const PERSONAL = ['hr:leave:add', 'hr:overtime:add', 'hankun:expenses:dailyAdd', 'worklog:myWorklog:write'];
const CLAIMS = ['hankun:expenses:add', 'expenses:expenses:add', 'expenses:borrow:add'];

export const QUICK_START_GRANTS = {
  partner: withPage(
    ...PERSONAL,
    ...CLAIMS,
    'hankun:project:myAdd',
    'hankun:bill:add',
    'worklog:myWorklog:list',
    'worklog:relateWorklog:list',
    'report:partner:list',
    'report:withholding:leaderWithholding',
    'hankun:report:projectIncomeList',
    // Partners pre-check applications and approve closings of their cases.
    'hankun:project:listAllPreCheck',
    'hankun:project:listAllEndCheck',
  ),
  lawyer: withPage(...PERSONAL, ...CLAIMS, 'hankun:project:myAdd', 'worklog:myWorklog:list', 'hk:seal:add'),
  secretary: withPage(...PERSONAL, 'hankun:bill:add', 'worklog:myWorklog:list', 'hk:seal:add'),
  finance: withPage(
    'hr:leave:add',
    'hr:overtime:add',
    'hankun:bill:add',
    'hankun:report:projectIncomeList',
    'hankun:report:userExpensesDetailList',
    'report:withholding:leaderWithholding',
    // Finance approves closings (the closing workflow's second step).
    'hankun:project:listAllEndCheck',
  ),
  hr: withPage('hr:leave:add', 'hr:overtime:add'),
  administration: withPage(
    'hr:leave:add',
    'hr:overtime:add',
    'hankun:project:listAllPreCheck',
    'hankun:project:listAllStartCheck',
    'hankun:project:listAllEndCheck',
    'hankun:project:checkAllList',
  ),
} as const;
