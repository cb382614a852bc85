/**
 * Spec §2 "Task-type code to route map" and "Drawers": where the task centre opens a task of a
 * given code, and how wide its drawer is when the code opens as a drawer.
 */
const ROUTE_GROUPS: readonly (readonly [readonly number[], string])[] = [
  [[1601, 1220], '/bill/billAdd/:title'],
  [[1202, 1222, 1208, 1209, 1205, 1206, 1210, 1213, 1214, 1221, 1252], '/project/management/:title'],
  [[60000], '/bill/billOpenInvoice/:title'],
  [[50000], '/jurisdiction/billDetail/:title'],
  [[31000], '/leave/leaveDetail/:title'],
  [[31003], '/overtime/overtimeDetail/:title'],
  [[30000, 30001], '/user/UserDetail/:title'],
  [[90001, 90012, 90013], '/v2/expenses/expenseDetail/:title'],
  [[90002], '/expenses/dailyDetail/:title'],
  [[120001, 120002], '/evaluation/editEvaluation/:title'],
  [[151000, 151002, 151003, 151005, 151006], '/v2/seal/detail/:title'],
  [[161000, 161002, 161005, 171000, 171002, 171005], '/v2/borrow/borrowDetail/:title'],
  [[610000, 620000], '/v2/profession/professionDetail/:title'],
  [[80004, 80005, 80009, 80003], '/project/management/:title'],
];

const ROUTE_BY_CODE = new Map<number, string>(
  ROUTE_GROUPS.flatMap(([codes, route]) => codes.map((code) => [code, route] as const)),
);

/** The drawers of spec §2, by what they show; the width is our choice within the spec's 40/70/80/100 %. */
export const DRAWER_WIDTHS = [40, 70, 80, 100] as const;
export type DrawerWidth = (typeof DRAWER_WIDTHS)[number];

const DRAWER_GROUPS: readonly (readonly [string, readonly number[], DrawerWidth])[] = [
  ['projectDeal', [1000, 1200, 1202, 1205, 1206, 1208, 1209, 1210, 1221, 1222, 1252, 1300, 1700], 80],
  ['billAdd', [1220, 1600, 1601], 100],
  ['expenseDetail', [90001], 70],
  ['dailyDetail', [90002], 70],
  ['openInvoice', [60000], 70],
  ['billDetail', [50000], 80],
  ['leaveDetail', [31000], 40],
  ['overtimeDetail', [31003], 40],
  ['userDetail', [30000, 30001], 70],
  ['confirmReceiptOrHours', [130000, 130001, 130003, 130004], 40],
];

export interface TaskDrawer {
  kind: string;
  width: DrawerWidth;
}

const DRAWER_BY_CODE = new Map<number, TaskDrawer>(
  DRAWER_GROUPS.flatMap(([kind, codes, width]) => codes.map((code) => [code, { kind, width }] as const)),
);

/** Query values the task's page needs besides its id (spec: daily expenses open with ifAudit=y). */
const EXTRA_QUERY: Readonly<Record<number, Record<string, string>>> = {
  90002: { ifAudit: 'y' },
  80003: { postpone: 'y' },
  80004: { postpone: 'y' },
  80005: { postpone: 'y' },
  80009: { postpone: 'y' },
};

/** 1252 completes several case tasks at once (spec: "1252 is batch complete"). */
export const BATCH_COMPLETE_TASK_CODE = 1252;

export function routeOfTaskCode(code: number): string | undefined {
  return ROUTE_BY_CODE.get(code);
}

export function drawerOfTaskCode(code: number): TaskDrawer | undefined {
  return DRAWER_BY_CODE.get(code);
}

export interface TaskLink {
  /** The page path with `:title` filled in, or undefined when no page is mapped to the code. */
  path?: string;
  query: Record<string, string>;
  drawer?: TaskDrawer;
}

/** Where opening a task goes: its page with the record's id, or the drawer that shows it. */
export function taskLinkOf(code: number, title: string, recordId: string): TaskLink {
  const route = routeOfTaskCode(code);
  return {
    ...(route ? { path: route.replace(':title', encodeURIComponent(title)) } : {}),
    query: { id: recordId, ...(EXTRA_QUERY[code] ?? {}) },
    ...(DRAWER_BY_CODE.has(code) ? { drawer: DRAWER_BY_CODE.get(code) } : {}),
  };
}
