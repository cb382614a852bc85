import { hasAnyPermission } from '../permissions/permission.rules.ts';

/**
 * Spec §2 "Quick-start shortcuts" with the permission strings of spec §6. A tile opens a page
 * (`path`, with `titled` paths taking the tile's title as their `:title`, and a fixed query), or
 * a dialog its feature registers (expense add and borrow add, spec: "open as dialogs").
 */
export interface QuickStartTile {
  id: string;
  /** Any one of these strings (or `*:*:*`) shows the tile. */
  permissions: readonly string[];
  target:
    | { kind: 'page'; path: string; titled?: boolean; query?: Readonly<Record<string, string>> }
    | { kind: 'dialog' };
}

const page = (
  id: string,
  permission: string,
  path: string,
  extra: { titled?: boolean; query?: Record<string, string> } = {},
): QuickStartTile => ({ id, permissions: [permission], target: { kind: 'page', path, ...extra } });

/** In the spec's order, which is also the default order on the home page. */
export const QUICK_START_TILES: readonly QuickStartTile[] = [
  // The three audit lists are one page filtered by the case status range of spec §4.
  page('preCheckAudit', 'hankun:project:listAllPreCheck', '/project/auditList', {
    titled: true,
    query: { status: '1,5' },
  }),
  page('establishAudit', 'hankun:project:listAllStartCheck', '/project/auditList', {
    titled: true,
    query: { status: '10' },
  }),
  page('closingAudit', 'hankun:project:listAllEndCheck', '/project/auditList', {
    titled: true,
    query: { status: '23' },
  }),
  page('preCheck', 'hankun:project:checkAllList', '/projectManagement/preCheck'),
  page('leaderWithholding', 'report:withholding:leaderWithholding', '/report/leaderWithholding'),
  page('partnerIncome', 'report:partner:list', '/report/reportPartnerIncome'),
  page('projectIncome', 'hankun:report:projectIncomeList', '/report/projectIncomeList'),
  page('userExpense', 'hankun:report:userExpensesDetailList', '/report/userExpenseIndex'),
  page('leave', 'hr:leave:add', '/leave/leaveEdit'),
  page('overtime', 'hr:overtime:add', '/overtime/overtimeEdit'),
  page('dailyExpense', 'hankun:expenses:dailyAdd', '/v2/expenses/DailyAdd'),
  page('writeWorklog', 'worklog:myWorklog:write', '/worklog/writeWorklog'),
  page('settle', 'hankun:project:myAdd', '/project/settle'),
  page('billAdd', 'hankun:bill:add', '/bill/billAdd'),
  page('myWorklog', 'worklog:myWorklog:list', '/worklog/myWorklog'),
  page('relateWorklog', 'worklog:relateWorklog:list', '/worklog/relateWorklog'),
  page('seal', 'hk:seal:add', '/v2/seal/edit'),
  // Spec §6 names two strings for expense add: the first and the second expense module's.
  {
    id: 'expenseAdd',
    permissions: ['hankun:expenses:add', 'expenses:expenses:add'],
    target: { kind: 'dialog' },
  },
  { id: 'borrowAdd', permissions: ['expenses:borrow:add'], target: { kind: 'dialog' } },
];

export const QUICK_START_IDS = QUICK_START_TILES.map((tile) => tile.id) as readonly string[];

/** The tiles a person may use, in the spec's order. */
export function permittedQuickStarts(held: readonly string[]): QuickStartTile[] {
  return QUICK_START_TILES.filter((tile) => hasAnyPermission(held, tile.permissions));
}

/**
 * The tiles shown on home: the person's saved choice and order (`null` = never chosen: every
 * permitted tile in the spec's order), always within what they hold today, so a revoked
 * permission removes its tile even from an older saved choice.
 */
export function arrangeQuickStarts(
  held: readonly string[],
  saved: readonly string[] | null,
): QuickStartTile[] {
  const permitted = permittedQuickStarts(held);
  if (saved === null) return permitted;
  const byId = new Map(permitted.map((tile) => [tile.id, tile]));
  return saved.map((id) => byId.get(id)).filter((tile) => tile !== undefined);
}

/** The address a page tile opens; its `:title` is the tile's title in the current language. */
export function quickStartHref(tile: QuickStartTile, title: string): string | null {
  if (tile.target.kind !== 'page') return null;
  const path = tile.target.titled ? `${tile.target.path}/${encodeURIComponent(title)}` : tile.target.path;
  const query = new URLSearchParams(tile.target.query ?? {}).toString();
  return query ? `${path}?${query}` : path;
}
