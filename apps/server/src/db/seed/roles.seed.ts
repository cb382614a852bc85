import type { Executor } from '../../platform/db/database.ts';
import { roleMenus, roles } from '../schema.ts';
import { QUICK_START_GRANTS } from './quick-start-menus.seed.ts';

export const ROLES = [
  { roleKey: 'admin', roleName: '系统管理员', roleNameEn: 'Administrator' },
  { roleKey: 'partner', roleName: '合伙人', roleNameEn: 'Partner' },
  { roleKey: 'lawyer', roleName: '律师', roleNameEn: 'Lawyer' },
  { roleKey: 'secretary', roleName: '秘书', roleNameEn: 'Secretary' },
  { roleKey: 'finance', roleName: '财务', roleNameEn: 'Finance' },
  { roleKey: 'hr', roleName: '人力资源', roleNameEn: 'HR' },
  { roleKey: 'administration', roleName: '行政', roleNameEn: 'Administration' },
] as const;

export type RoleKey = (typeof ROLES)[number]['roleKey'];

/** Everyone may file custom requests (decision 0022). */
const CUSTOM_REQUEST_GRANTS = ['simpleForm', 'simpleForm:request:list', 'simpleForm:request:add'] as const;

/** Everyone on a case team has "my cases" (decision 0025); what they see there is the wall's business. */
const CASE_GRANTS = ['project', 'hankun:project:list'] as const;

/**
 * Clients (decision 0025): partners and lawyers add and edit them, secretaries add them; everyone
 * of the three has "my clients". Merging is the administrators' (they hold every permission). The
 * directory's key is '' because it has no path of its own (menus.seed.ts).
 */
const CLIENT_READERS = ['', 'hankun:client:list', 'hankun:client:query', 'hankun:myClient:list'] as const;
const CLIENT_GRANTS = {
  editors: [...CLIENT_READERS, 'hankun:client:add', 'hankun:client:edit'],
  secretaries: [...CLIENT_READERS, 'hankun:client:add'],
} as const;

/**
 * Menus each role is linked to, by menu key (see menus.seed.ts), parent directories included.
 * The admin role needs no links: the server grants it every permission (`*:*:*`). Partners,
 * lawyers, secretaries and finance get their menus with the firm domains that use them.
 */
/** Time (decision 0026): everyone who records time writes and lists their own. */
const WORKLOG_GRANTS = {
  timekeepers: [
    'worklog',
    'worklog:myWorklog:write',
    'worklog:myWorklog:list',
    'worklog:myWorklog:import',
    'hankun:jurisdiction:wirteWorklog',
  ],
  /** Partners review the time on their cases and see the scores of their teams. */
  reviewers: ['worklog:relateWorklog:list', 'worklog:score:list'],
  /** Finance sees all time and writes off what will not be billed. */
  finance: ['worklog', 'worklog:view:list', 'worklog:view:writeOff', 'worklog:score:list'],
} as const;

/**
 * Bills (decision 0030): the case team prepares and lists its bills and requests their tax
 * invoices (decision 0039); finance sees and corrects all, and records and reverses invoices.
 */
const BILL_GRANTS = {
  preparers: [
    'bill',
    'hankun:bill:list',
    'hankun:bill:add',
    'hankun:bill:edit',
    'hankun:bill:remove',
    'hankun:bill:send',
    'hankun:invoice:apply',
  ],
  finance: [
    'bill',
    'hankun:bill:list',
    'hankun:bill:listAll',
    'hankun:bill:credit',
    'hankun:bill:writeOff',
    'hankun:bill:export',
    'hankun:bill:send',
    'hankun:bill:ledes',
    'hankun:receipt:list',
    'hankun:receipt:add',
    'hankun:receipt:allocate',
    'hankun:receivable:list',
    'hankun:invoice:apply',
    'report',
    'hankun:invoice:list',
    'hankun:invoice:issue',
    'hankun:invoice:receiptList',
    // Fee arrangements and the rate card (decision 0040).
    'hankun:feeArrangement:edit',
    'hankun:levelRate:list',
    'hankun:levelRate:edit',
  ],
} as const;

/**
 * Expense claims (decision 0032): claimants list their own; finance lists, pays and exports all.
 * Daily expenses (decision 0038) likewise: one's own, and finance's list of all.
 */
const EXPENSE_GRANTS = {
  claimants: ['expenses', 'hankun:expenses:list', 'hankun:expenses:dailyList', 'expenses:borrow:list'],
  finance: [
    'expenses',
    'hankun:expenses:list',
    'hankun:expenses:dailyList',
    'hankun:expenses:listDailyAll',
    'hankun:expenses:listAll',
    'hankun:expenses:pay',
    'hankun:expenses:export',
    'expenses:borrow:list',
    'expenses:borrow:listAll',
    'expenses:borrow:pay',
  ],
} as const;

/** The expense detail report (decision 0047): lawyers and partners read their own lines. */
const EXPENSE_REPORT = 'hankun:report:userExpensesDetailList';
/** Utilisation, realisation and collection (decision 0056): one's own time, or the firm's with incomeAll. */
const UTILISATION = 'hankun:report:utilisation';

/** The analysis charts (decision 0060): leader income for partners and finance, expenses for whoever has the expense report. */
const INCOME_ANALYSIS = ['analysis', 'analysis:leaderIncome:list'] as const;
const EXPENSE_ANALYSIS = ['analysis', 'analysis:expense:list'] as const;

/**
 * Income reports (decision 0042): lawyers read their cases' income, partners their cases' and
 * their own partner income, finance the whole firm's within the walls.
 */
const REPORT_GRANTS = {
  lawyers: ['report', 'hankun:report:projectIncomeList', EXPENSE_REPORT, UTILISATION, ...EXPENSE_ANALYSIS],
  partners: [
    'report',
    'hankun:report:projectIncomeList',
    'report:partner:list',
    EXPENSE_REPORT,
    UTILISATION,
    ...INCOME_ANALYSIS,
    ...EXPENSE_ANALYSIS,
  ],
  finance: [
    'report',
    'hankun:report:projectIncomeList',
    'report:partner:list',
    'hankun:report:incomeAll',
    // The expense detail report of everyone's lines within the walls (decision 0047).
    EXPENSE_REPORT,
    'hankun:report:expensesAll',
    // Partner withholding of every partner, and its rules (decision 0051).
    'report:withholding:leaderWithholding',
    'report:withholding:rules',
    // The closed months, and closing the next (decision 0054).
    'report:month:list',
    'report:month:close',
    // Utilisation, realisation and collection of the firm's work (decision 0056).
    UTILISATION,
    ...INCOME_ANALYSIS,
    ...EXPENSE_ANALYSIS,
  ],
} as const;

/**
 * Seals (decision 0057): everyone reads their requests and decides what the approvals engine
 * gives them; fee earners and secretaries file them; administration keeps the register and the
 * ledger and sees the seals lent out.
 */
const SEAL_GRANTS = {
  everyone: ['seal', 'hk:seal:list'],
  filers: ['hk:seal:add'],
  administration: ['hk:seal:add', 'hk:seal:listAll', 'hk:sealRegister:list', 'hk:sealLent:list'],
} as const;

/**
 * Meeting rooms (decision 0055): everyone books and lists their own bookings; administration
 * keeps the rooms and changes or cancels anyone's booking.
 */
const MEETING_GRANTS = {
  everyone: ['meeting', 'meeting:usemeeting:list', 'meeting:myBooking:list'],
  administration: ['meeting:meetingRoomAdd:list', 'meeting:booking:manage'],
} as const;

/**
 * Notices, bulletins and acknowledgements (decision 0058): everyone reads their notices, the board
 * and their acknowledgements; administration writes them and follows every one.
 */
const NOTICE_GRANTS = {
  everyone: ['notice', 'hankun:notice:list', 'hankun:bulletin:list', 'hankun:ack:list'],
  administration: ['hankun:notice:add', 'hankun:notice:manage', 'hankun:bulletin:edit', 'hankun:ack:add'],
} as const;

export const ROLE_GRANTS: Record<RoleKey, readonly string[]> = {
  admin: [],
  partner: [
    ...QUICK_START_GRANTS.partner,
    ...CUSTOM_REQUEST_GRANTS,
    ...CLIENT_GRANTS.editors,
    ...CASE_GRANTS,
    'hankun:project:listAll',
    // Partners change how their cases are charged (decision 0040).
    'hankun:feeArrangement:edit',
    ...WORKLOG_GRANTS.timekeepers,
    ...WORKLOG_GRANTS.reviewers,
    ...BILL_GRANTS.preparers,
    ...EXPENSE_GRANTS.claimants,
    ...REPORT_GRANTS.partners,
    ...MEETING_GRANTS.everyone,
    ...NOTICE_GRANTS.everyone,
    ...SEAL_GRANTS.everyone,
    ...SEAL_GRANTS.filers,
  ],
  lawyer: [
    ...QUICK_START_GRANTS.lawyer,
    ...CUSTOM_REQUEST_GRANTS,
    ...CLIENT_GRANTS.editors,
    ...CASE_GRANTS,
    ...WORKLOG_GRANTS.timekeepers,
    ...SEAL_GRANTS.everyone,
    ...BILL_GRANTS.preparers,
    ...EXPENSE_GRANTS.claimants,
    ...REPORT_GRANTS.lawyers,
    ...MEETING_GRANTS.everyone,
    ...NOTICE_GRANTS.everyone,
  ],
  secretary: [
    ...QUICK_START_GRANTS.secretary,
    ...CUSTOM_REQUEST_GRANTS,
    ...CLIENT_GRANTS.secretaries,
    ...CASE_GRANTS,
    ...WORKLOG_GRANTS.timekeepers,
    ...SEAL_GRANTS.everyone,
    ...BILL_GRANTS.preparers,
    ...EXPENSE_GRANTS.claimants,
    ...MEETING_GRANTS.everyone,
    ...NOTICE_GRANTS.everyone,
  ],
  finance: [
    ...QUICK_START_GRANTS.finance,
    ...CUSTOM_REQUEST_GRANTS,
    ...CASE_GRANTS,
    'hankun:project:listAll',
    ...WORKLOG_GRANTS.finance,
    ...BILL_GRANTS.finance,
    ...EXPENSE_GRANTS.finance,
    ...REPORT_GRANTS.finance,
    ...MEETING_GRANTS.everyone,
    ...NOTICE_GRANTS.everyone,
    ...SEAL_GRANTS.everyone,
  ],
  hr: [
    'system',
    ...CUSTOM_REQUEST_GRANTS,
    'hr:holiday:list',
    'hr:holiday:edit',
    'hr:leave:list',
    'hr:leave:edit',
    // Staff records, levels, groups and user types (decision 0059).
    'hr:archives:list',
    'hr:archives:edit',
    ...SEAL_GRANTS.everyone,
    ...QUICK_START_GRANTS.hr,
    'system:user:list',
    'system:user:query',
    'system:user:add',
    'system:user:edit',
    'system:user:resetPwd',
    'system:user:dimission',
    'system:user:export',
    'system:user:import',
    'system:user:seat',
    'system:dept:list',
    'system:dept:query',
    ...MEETING_GRANTS.everyone,
    ...NOTICE_GRANTS.everyone,
  ],
  administration: [
    'system',
    ...CUSTOM_REQUEST_GRANTS,
    'system:dict:list',
    'system:dict:query',
    // The intake team reads the well-known-names dictionary; administrators keep it.
    'system:knownName:list',
    'system:knownName:query',
    'system:config:list',
    'system:config:query',
    ...QUICK_START_GRANTS.administration,
    ...MEETING_GRANTS.everyone,
    ...NOTICE_GRANTS.everyone,
    ...MEETING_GRANTS.administration,
    ...NOTICE_GRANTS.administration,
    ...SEAL_GRANTS.everyone,
    ...SEAL_GRANTS.administration,
  ],
};

/** Inserts the roles and returns each role's id by its key. */
export async function seedRoles(tx: Executor): Promise<Record<RoleKey, number>> {
  const inserted = await tx
    .insert(roles)
    .values(ROLES.map((role, index) => ({ ...role, roleSort: index + 1 })))
    .returning({ roleId: roles.roleId, roleKey: roles.roleKey });
  const idByKey = new Map(inserted.map((row) => [row.roleKey, row.roleId]));
  return Object.fromEntries(
    ROLES.map(({ roleKey }) => {
      const id = idByKey.get(roleKey);
      if (id === undefined) throw new Error(`Role ${roleKey} was not inserted`);
      return [roleKey, id];
    }),
  ) as Record<RoleKey, number>;
}

/** Links each role to its granted menus; a grant naming no seeded menu is a mistake in the data. */
export async function seedRoleMenus(
  tx: Executor,
  roleIds: Record<RoleKey, number>,
  menuIds: ReadonlyMap<string, number>,
): Promise<void> {
  const links = ROLES.flatMap(({ roleKey }) =>
    // A quick-start tile and its page may carry the same permission: one link is enough.
    [...new Set(ROLE_GRANTS[roleKey])].map((key) => {
      const menuId = menuIds.get(key);
      if (menuId === undefined) throw new Error(`Role ${roleKey} is granted unknown menu ${key}`);
      return { roleId: roleIds[roleKey], menuId };
    }),
  );
  if (links.length > 0) await tx.insert(roleMenus).values(links);
}
