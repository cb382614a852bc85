import type { MenuType } from '@venus/shared';
import type { Executor } from '../../platform/db/database.ts';
import { menus } from '../schema.ts';
import { QUICK_START_MENU } from './quick-start-menus.seed.ts';

/**
 * One menu of the seeded tree. Role grants name menus by `menuKey`: the permission string for
 * pages and buttons, the path for directories.
 */
export interface MenuSeed {
  menuName: string;
  menuNameEn: string;
  menuType: MenuType;
  path: string;
  component: string;
  perms: string;
  icon: number;
  children: MenuSeed[];
}

const BUTTON_NAMES = {
  query: ['查询', 'Query'],
  add: ['新增', 'Add'],
  edit: ['修改', 'Edit'],
  remove: ['删除', 'Delete'],
  export: ['导出', 'Export'],
  import: ['导入', 'Import'],
  resetPwd: ['重置密码', 'Reset password'],
  dimission: ['离职/复职', 'Leave / reinstate'],
  seat: ['座位分配', 'Assign seats'],
  refresh: ['刷新缓存', 'Refresh cache'],
  send: ['发送', 'Send'],
  merge: ['合并', 'Merge'],
} as const;
type ButtonAction = keyof typeof BUTTON_NAMES;

function directory(
  menuName: string,
  menuNameEn: string,
  path: string,
  icon: number,
  children: MenuSeed[],
): MenuSeed {
  return { menuName, menuNameEn, menuType: 'M', path, component: 'Layout', perms: '', icon, children };
}

/** A page whose list permission is `<module>:<entity>:list`, with one button per action. */
function page(
  menuName: string,
  menuNameEn: string,
  permissionPrefix: string,
  path: string,
  icon: number,
  actions: readonly ButtonAction[],
): MenuSeed {
  const [module] = permissionPrefix.split(':');
  return {
    menuName,
    menuNameEn,
    menuType: 'C',
    path,
    component: `${module}/${path}/index`,
    perms: `${permissionPrefix}:list`,
    icon,
    children: actions.map((action) => ({
      menuName: BUTTON_NAMES[action][0],
      menuNameEn: BUTTON_NAMES[action][1],
      menuType: 'F',
      path: '',
      component: '',
      perms: `${permissionPrefix}:${action}`,
      icon: 0,
      children: [],
    })),
  };
}

/** A page whose permission the spec or a decision names, not `<prefix>:list` (time, bills). */
function namedPage(
  menuName: string,
  menuNameEn: string,
  path: string,
  perms: string,
  icon: number,
  buttons: readonly [perms: string, menuName: string, menuNameEn: string][] = [],
  /** The directory's path instead of the permission's module, where that would name another page. */
  componentRoot = perms.split(':')[0],
): MenuSeed {
  return {
    menuName,
    menuNameEn,
    menuType: 'C',
    path,
    component: `${componentRoot}/${path}/index`,
    perms,
    icon,
    children: buttons.map(([buttonPerms, buttonName, buttonNameEn]) => ({
      menuName: buttonName,
      menuNameEn: buttonNameEn,
      menuType: 'F',
      path: '',
      component: '',
      perms: buttonPerms,
      icon: 0,
      children: [],
    })),
  };
}

export const MENU_TREE: readonly MenuSeed[] = [
  directory('系统管理', 'System', 'system', 1, [
    page('用户管理', 'Users', 'system:user', 'user', 2, [
      'query',
      'add',
      'edit',
      'remove',
      'export',
      'import',
      'resetPwd',
      'dimission',
      // The office map's seat plan (decision 0024).
      'seat',
    ]),
    page('角色管理', 'Roles', 'system:role', 'role', 3, ['query', 'add', 'edit', 'remove', 'export']),
    page('菜单管理', 'Menus', 'system:menu', 'menu', 4, ['query', 'add', 'edit', 'remove']),
    page('部门管理', 'Departments', 'system:dept', 'dept', 5, ['query', 'add', 'edit', 'remove']),
    page('字典管理', 'Dictionaries', 'system:dict', 'dict', 6, ['query', 'add', 'edit', 'remove', 'export']),
    // The well-known-names dictionary every conflict check uses (decision 0036).
    page('知名名称词典', 'Well-known names', 'system:knownName', 'knownName', 55, [
      'query',
      'add',
      'edit',
      'remove',
    ]),
    page('参数设置', 'Settings', 'system:config', 'config', 7, ['query', 'add', 'edit', 'remove', 'export']),
    page('版本管理', 'Versions', 'system:version', 'version', 70, ['query', 'add', 'edit', 'remove']),
    // The approval workflows (decision 0015); administrators only until a role is granted it.
    page('流程设计', 'Workflows', 'process:definition', 'workflow', 64, ['edit']),
    // Request forms staff file custom requests on, each with its own workflow (decision 0022).
    page('申请表单', 'Request forms', 'dataForm:form', 'dataForm', 45, ['add', 'edit', 'remove']),
    // The holiday calendar leave and worklogs count working days on; HR keeps it.
    page('节假日设置', 'Holidays', 'hr:holiday', 'holiday', 16, ['edit']),
    // Everyone's leave and overtime, and the annual leave each person has (decision 0018).
    page('假期管理', 'Leave', 'hr:leave', 'leave', 17, ['edit']),
    // Staff records, levels, groups and user types (decision 0059); HR keeps them.
    page('员工档案', 'Staff records', 'hr:archives', 'archives', 51, ['edit']),
    page('国际化配置', 'Translations', 'system:i18n', 'i18n', 71, [
      'query',
      'add',
      'edit',
      'remove',
      'refresh',
    ]),
  ]),
  // Custom requests filed on the administrators' forms (issue 6 item 7, decision 0022).
  directory('申请中心', 'Requests', 'simpleForm', 46, [
    page('我的申请', 'My requests', 'simpleForm:request', 'list', 47, ['add']),
  ]),
  // Cases (issue 7, decision 0025): my cases for everyone on a team, all cases (as far as the
  // wall lets each person see) with the administrators' actions as buttons.
  directory('案件管理', 'Cases', 'project', 20, [
    page('我的案件', 'My cases', 'hankun:project', 'management', 21, []),
    {
      menuName: '全部案件',
      menuNameEn: 'All cases',
      menuType: 'C',
      path: 'listAll',
      component: 'hankun/listAll/index',
      perms: 'hankun:project:listAll',
      icon: 22,
      children: (
        [
          ['hankun:project:listAllCase', '查看全部案件', 'See every case'],
          ['hankun:project:editProject', '修改在办案件', 'Edit open cases'],
          ['hankun:project:restart', '重启案件', 'Restart'],
          ['hankun:project:reset', '重置为草稿', 'Reset to draft'],
          ['hankun:project:special', '特殊案件', 'Special case'],
          ['hankun:project:ready', '待结算', 'Ready for settlement'],
          ['hankun:project:export', '导出', 'Export'],
          // Decision 0040: change how a case is charged (a new fee arrangement version).
          ['hankun:feeArrangement:edit', '修改收费方式', 'Change fee arrangement'],
        ] as const
      ).map(([perms, menuName, menuNameEn]) => ({
        menuName,
        menuNameEn,
        menuType: 'F' as const,
        path: '',
        component: '',
        perms,
        icon: 0,
        children: [],
      })),
    },
  ]),
  // Time (issue 10, decision 0026): the spec's pages under /worklog; each page carries the
  // permission the spec names, and the quick-start tiles open the same pages.
  directory('工时管理', 'Time', 'worklog', 60, [
    namedPage('填写工时', 'Write time', 'writeWorklog', 'worklog:myWorklog:write', 61, [
      ['hankun:jurisdiction:wirteWorklog', '浮动计时器', 'Floating timer'],
    ]),
    namedPage('我的工时', 'My time', 'myWorklog', 'worklog:myWorklog:list', 62, [
      ['worklog:myWorklog:import', '批量导入', 'Import'],
    ]),
    namedPage('相关工时', 'Time to review', 'relateWorklog', 'worklog:relateWorklog:list', 63),
    namedPage('工时查看', 'All time', 'view', 'worklog:view:list', 65, [
      ['worklog:view:writeOff', '核销', 'Write off'],
    ]),
    namedPage('工时评分', 'Time scores', 'score', 'worklog:score:list', 66),
    namedPage('评分规则', 'Scoring rules', 'score/rule', 'worklog:score:rule', 67),
  ]),
  // Billing (issue 19, decision 0030): the preparers' list of their cases' bills and finance's
  // list of every bill within the walls. New bills start from the quick-start tile (bill:add).
  directory('账单管理', 'Billing', 'bill', 18, [
    namedPage('我的账单', 'My bills', 'billList', 'hankun:bill:list', 19, [
      ['hankun:bill:edit', '修改', 'Edit'],
      ['hankun:bill:remove', '删除', 'Delete'],
      ['hankun:bill:send', '发送', 'Send'],
    ]),
    namedPage('全部账单', 'All bills', 'billListAll', 'hankun:bill:listAll', 11, [
      ['hankun:bill:credit', '红冲', 'Credit note'],
      ['hankun:bill:writeOff', '核销', 'Write off'],
      ['hankun:bill:export', '导出', 'Export'],
      ['hankun:bill:ledes', '导出 LEDES', 'Export LEDES'],
    ]),
    // The firm's rate card (decisions 0040, 0046): each level's rate over time; 全部账单 links it.
    namedPage('费率表', 'Rate card', 'levelRate', 'hankun:levelRate:list', 69, [
      ['hankun:levelRate:edit', '修改费率表', 'Edit rate card'],
    ]),
    // Receipts and receivables (decision 0035): finance records money received and allocates it.
    namedPage('收款管理', 'Receipts', 'billReceiptView', 'hankun:receipt:list', 14, [
      ['hankun:receipt:add', '登记收款', 'Record'],
      ['hankun:receipt:allocate', '核销', 'Allocate'],
    ]),
    namedPage('应收账款', 'Receivables', 'receivables', 'hankun:receivable:list', 13),
    // Tax invoices (decision 0039): the lawyer's requests on the bills of their cases.
    namedPage('我的发票', 'My invoices', 'billInvoice', 'hankun:invoice:apply', 26),
  ]),
  // Expense claims (issue 20, decision 0032): everyone's own claims, and finance's list of every
  // submitted claim within the walls, where it pays them. New claims start from the quick-start
  // tile (hankun:expenses:add, spec §2 Expenses expenseAdd). Their components are named by the
  // directory: `hankun/listAll/index` is already 全部案件's (migration 0027).
  directory('费用报销', 'Expenses', 'expenses', 23, [
    namedPage('我的报销', 'My claims', 'myList', 'hankun:expenses:list', 24, [], 'expenses'),
    namedPage(
      '全部报销',
      'All claims',
      'listAll',
      'hankun:expenses:listAll',
      25,
      [
        ['hankun:expenses:pay', '付款', 'Pay'],
        ['hankun:expenses:export', '导出', 'Export'],
      ],
      'expenses',
    ),
    // Daily expenses (decision 0038): one's own, and finance's listDailyAll (spec §2).
    namedPage(
      '我的日常报销',
      'My daily expenses',
      'dailyList',
      'hankun:expenses:dailyList',
      31,
      [],
      'expenses',
    ),
    namedPage(
      '全部日常报销',
      'All daily expenses',
      'listDailyAll',
      'hankun:expenses:listDailyAll',
      29,
      [],
      'expenses',
    ),
    // Staff loans (decision 0041): one's own (borrowEdit opens as a dialog), finance's list of
    // every submitted loan, where it pays them and records repayments, and the balances per person.
    namedPage('我的借款', 'My loans', 'borrowList', 'expenses:borrow:list', 50, [], 'expenses'),
    namedPage(
      '全部借款',
      'All loans',
      'borrowListAll',
      'expenses:borrow:listAll',
      75,
      [['expenses:borrow:pay', '付款与还款', 'Pay and repayments']],
      'expenses',
    ),
  ]),
  // Reports (issue 21, decision 0042): case income and partner income, each one's own cases or,
  // with 全所数据 (incomeAll), every case within the walls; and finance's audit lists.
  directory('报表', 'Reports', 'report', 27, [
    namedPage(
      '案件收入',
      'Case income',
      'projectIncomeList',
      'hankun:report:projectIncomeList',
      33,
      [['hankun:report:incomeAll', '全所数据', 'Whole firm']],
      'report',
    ),
    namedPage('合伙人收入', 'Partner income', 'reportPartnerIncome', 'report:partner:list', 34, [], 'report'),
    // Partner withholding (decision 0051, quick-start 合伙人预提): one's own, or every partner's
    // with 全所数据; 预提规则 lets finance change the rates.
    namedPage(
      '合伙人预提',
      'Partner withholding',
      'leaderWithholding',
      'report:withholding:leaderWithholding',
      42,
      [['report:withholding:rules', '预提规则', 'Withholding rules']],
      'report',
    ),
    // The closed months and their project data (spec month/list, decision 0054); 结账 closes one.
    namedPage(
      '月度数据',
      'Monthly data',
      'month/list',
      'report:month:list',
      58,
      [['report:month:close', '结账', 'Close a month']],
      'report',
    ),
    // Finance's audit lists (spec /report/audit/...): every invoice request, recorded or not.
    namedPage(
      '发票审核',
      'Invoices',
      'audit/invoice/list',
      'hankun:invoice:list',
      32,
      [['hankun:invoice:issue', '开具发票', 'Record invoices']],
      'report',
    ),
    // Each issued bill's recorded invoices against the money allocated to it (decision 0061).
    namedPage(
      '开票收款核对',
      'Invoices vs receipts',
      'audit/invoice/receipt/list',
      'hankun:invoice:receiptList',
      75,
      [],
      'report',
    ),
    // The expense detail report (decision 0047, spec userExpenseIndex, quick-start 个人费用): one's own
    // lines, or with 全所费用 (expensesAll) everyone's, never a walled case's from outside its wall.
    namedPage(
      '费用明细',
      'Expense details',
      'userExpenseIndex',
      'hankun:report:userExpensesDetailList',
      57,
      [['hankun:report:expensesAll', '全所费用', 'Whole firm']],
      'report',
    ),
    // Utilisation, realisation and collection (decision 0056): one's own time, or with 全所数据
    // (incomeAll, on 案件收入) the firm's within the walls.
    namedPage('利用率', 'Utilisation', 'utilisation', 'hankun:report:utilisation', 40, [], 'report'),
  ]),
  // The analysis charts (spec /analysis, decision 0060): leader income (composition and rankings)
  // and expenses (trend and types), each beside the table of its numbers.
  directory('经营分析', 'Analysis', 'analysis', 67, [
    namedPage('收入分析', 'Income charts', 'leaderIncome', 'analysis:leaderIncome:list', 47),
    namedPage('费用分析', 'Expense charts', 'expense', 'analysis:expense:list', 62),
  ]),
  // Clients (issue 7, decision 0025). The spec's client pages sit under three roots
  // (/custom/list, /clientInfo/myclient, /merge/list): the directory has no path of its own and
  // each page carries its whole relative path.
  directory('客户管理', 'Clients', '', 12, [
    page('客户列表', 'Client list', 'hankun:client', 'custom/list', 28, [
      'query',
      'add',
      'edit',
      'merge',
      'export',
    ]),
    page('我的客户', 'My clients', 'hankun:myClient', 'clientInfo/myclient', 53, []),
    page('客户合并', 'Merge clients', 'hankun:clientMerge', 'merge/list', 30, []),
  ]),
  // Meeting rooms (decision 0055, spec usemeeting and meetingRoomAdd): everyone books on the day's
  // board and lists their own; administration keeps the rooms and may change anyone's booking.
  directory('会议室', 'Meeting rooms', 'meeting', 36, [
    namedPage('会议室预订', 'Room board', 'usemeeting', 'meeting:usemeeting:list', 74, [
      ['meeting:booking:manage', '管理全部预订', 'Manage all bookings'],
    ]),
    namedPage('我的预订', 'My bookings', 'myBooking', 'meeting:myBooking:list', 39),
    namedPage('会议室管理', 'Rooms', 'meetingRoomAdd', 'meeting:meetingRoomAdd:list', 56),
  ]),
  // Notices, bulletins and acknowledgements (decision 0058, spec /notice, /bulletin, /ack): everyone
  // reads their notices, the board and what they must confirm; administration writes them. The
  // spec's edit and detail pages (/bulletin/edit, /ack/add, /ack/confirm...) open from these.
  directory('通知公告', 'Notices', 'notice', 59, [
    namedPage('我的通知', 'My notices', 'list', 'hankun:notice:list', 22, [], 'notice'),
    namedPage(
      '公告栏',
      'Bulletin board',
      'bulletin',
      'hankun:bulletin:list',
      54,
      [['hankun:bulletin:edit', '编辑公告', 'Edit bulletins']],
      'notice',
    ),
    namedPage('阅知确认', 'Acknowledgements', 'ack', 'hankun:ack:list', 43, [], 'notice'),
    namedPage(
      '发布通知',
      'Send notices',
      'sent',
      'hankun:notice:add',
      35,
      [['hankun:notice:manage', '管理全部通知与阅知', 'Manage all notices and acknowledgements']],
      'notice',
    ),
    namedPage('发起阅知', 'Ask for acknowledgement', 'ackSent', 'hankun:ack:add', 44, [], 'notice'),
  ]),
  // Seals (decision 0057, spec /v2/seal/*): everyone's own requests (and, for a custodian, those
  // waiting for their seal); administration's ledger of every request, the register and the
  // seals lent out. The request form and pages open from these and the quick-start tile.
  directory('用印管理', 'Seals', 'seal', 45, [
    namedPage('我的用印', 'My seal requests', 'myList', 'hk:seal:list', 46, [], 'seal'),
    namedPage('用印台账', 'Seal ledger', 'listAll', 'hk:seal:listAll', 47, [], 'seal'),
    namedPage('印章管理', 'Seal register', 'register', 'hk:sealRegister:list', 48, [], 'seal'),
    namedPage('外借印章', 'Seals lent out', 'lent', 'hk:sealLent:list', 49, [], 'seal'),
  ]),
  directory('系统监控', 'Monitoring', 'monitor', 8, [
    page('操作日志', 'Audit log', 'monitor:operlog', 'operlog', 9, ['query', 'export']),
    page('登录日志', 'Sign-in log', 'monitor:logininfor', 'logininfor', 10, ['export']),
    page('超时日志', 'Timeout log', 'monitor:timeoutLog', 'timeoutLog', 72, []),
    page('消息通知', 'Notices', 'monitor:message', 'message', 73, ['send']),
  ]),
  QUICK_START_MENU,
];

export function menuKey(menu: Pick<MenuSeed, 'perms' | 'path'>): string {
  return menu.perms === '' ? menu.path : menu.perms;
}

/** A menu with its place in the tree, parents listed before their children. */
export interface FlatMenu {
  key: string;
  parentKey: string | null;
  level: number;
  orderNum: number;
  menu: MenuSeed;
}

export function flattenMenuTree(tree: readonly MenuSeed[] = MENU_TREE): FlatMenu[] {
  const flat: FlatMenu[] = [];
  const visit = (nodes: readonly MenuSeed[], parentKey: string | null, level: number): void => {
    nodes.forEach((menu, index) => {
      flat.push({ key: menuKey(menu), parentKey, level, orderNum: index + 1, menu });
      visit(menu.children, menuKey(menu), level + 1);
    });
  };
  visit(tree, null, 1);
  return flat;
}

/** Every permission string the seeded menus carry; route tests check their guards against it. */
export const SEEDED_PERMISSIONS: readonly string[] = flattenMenuTree()
  .map((item) => item.menu.perms)
  .filter((perms) => perms !== '');

/** Inserts the tree level by level and returns each menu's id by its key. */
export async function seedMenus(tx: Executor): Promise<Map<string, number>> {
  const flat = flattenMenuTree();
  const idByKey = new Map<string, number>();
  const depth = Math.max(...flat.map((item) => item.level));
  for (let level = 1; level <= depth; level += 1) {
    const rows = flat
      .filter((item) => item.level === level)
      .map(({ parentKey, orderNum, menu }) => ({
        parentId: parentKey === null ? 0 : idByKey.get(parentKey)!,
        menuName: menu.menuName,
        menuNameEn: menu.menuNameEn,
        menuType: menu.menuType,
        orderNum,
        path: menu.path,
        component: menu.component,
        perms: menu.perms,
        icon: menu.icon,
      }));
    const inserted = await tx
      .insert(menus)
      .values(rows)
      .returning({ menuId: menus.menuId, perms: menus.perms, path: menus.path });
    for (const row of inserted) idByKey.set(menuKey(row), row.menuId);
  }
  return idByKey;
}
