import { describe, expect, it } from 'vitest';
import { arrangeWorkbench, setQuickShowSchema, WORKBENCH_CARDS } from './home-layout.schemas.ts';
import {
  arrangeQuickStarts,
  permittedQuickStarts,
  QUICK_START_TILES,
  quickStartHref,
} from './quick-start.rules.ts';

const ids = (tiles: readonly { id: string }[]) => tiles.map((tile) => tile.id);

describe('the quick-start table', () => {
  it('holds the 17 pages of spec §2 plus the two dialogs, each id once', () => {
    const pages = QUICK_START_TILES.filter((tile) => tile.target.kind === 'page');
    expect(pages).toHaveLength(17);
    expect(ids(QUICK_START_TILES.filter((tile) => tile.target.kind === 'dialog'))).toEqual([
      'expenseAdd',
      'borrowAdd',
    ]);
    expect(new Set(ids(QUICK_START_TILES)).size).toBe(QUICK_START_TILES.length);
  });

  it('uses every quick-start permission string of spec §6', () => {
    const spec = [
      'hankun:project:listAllPreCheck',
      'hankun:project:listAllStartCheck',
      'hankun:project:listAllEndCheck',
      'hankun:project:checkAllList',
      'report:withholding:leaderWithholding',
      'report:partner:list',
      'hankun:report:projectIncomeList',
      'hankun:report:userExpensesDetailList',
      'hr:leave:add',
      'hr:overtime:add',
      'hankun:expenses:add',
      'hankun:expenses:dailyAdd',
      'worklog:myWorklog:write',
      'hankun:project:myAdd',
      'hankun:bill:add',
      'worklog:myWorklog:list',
      'worklog:relateWorklog:list',
      'hk:seal:add',
      'expenses:expenses:add',
      'expenses:borrow:add',
    ];
    expect(QUICK_START_TILES.flatMap((tile) => tile.permissions).sort()).toEqual([...spec].sort());
  });
});

describe('permittedQuickStarts', () => {
  it('shows a tile only to someone holding its string', () => {
    expect(ids(permittedQuickStarts(['hr:leave:add', 'system:user:list']))).toEqual(['leave']);
    expect(permittedQuickStarts([])).toEqual([]);
  });

  it('shows expense add for either of its two strings', () => {
    expect(ids(permittedQuickStarts(['expenses:expenses:add']))).toEqual(['expenseAdd']);
    expect(ids(permittedQuickStarts(['hankun:expenses:add']))).toEqual(['expenseAdd']);
  });

  it('shows every tile for the wildcard, in the spec order', () => {
    expect(ids(permittedQuickStarts(['*:*:*']))).toEqual(ids(QUICK_START_TILES));
  });
});

describe('arrangeQuickStarts', () => {
  const held = ['hr:leave:add', 'hr:overtime:add', 'hk:seal:add'];

  it('shows every permitted tile when nothing was chosen', () => {
    expect(ids(arrangeQuickStarts(held, null))).toEqual(['leave', 'overtime', 'seal']);
  });

  it('follows the saved choice and order', () => {
    expect(ids(arrangeQuickStarts(held, ['seal', 'leave']))).toEqual(['seal', 'leave']);
    expect(arrangeQuickStarts(held, [])).toEqual([]);
  });

  it('drops a saved tile whose permission is no longer held, and unknown ids', () => {
    expect(ids(arrangeQuickStarts(['hr:leave:add'], ['seal', 'leave', 'gone']))).toEqual(['leave']);
  });
});

describe('quickStartHref', () => {
  const tile = (id: string) => QUICK_START_TILES.find((item) => item.id === id)!;

  it('puts the title in a titled path and the status range in the query', () => {
    expect(quickStartHref(tile('preCheckAudit'), '预审核列表')).toBe(
      `/project/auditList/${encodeURIComponent('预审核列表')}?status=1%2C5`,
    );
    expect(quickStartHref(tile('closingAudit'), 'Closing audit')).toBe(
      '/project/auditList/Closing%20audit?status=23',
    );
  });

  it('opens a plain page at its path, and a dialog tile at no address', () => {
    expect(quickStartHref(tile('leave'), 'x')).toBe('/leave/leaveEdit');
    expect(quickStartHref(tile('expenseAdd'), 'x')).toBeNull();
  });
});

describe('setQuickShowSchema and arrangeWorkbench', () => {
  it('accepts an ordered choice of known tiles and cards', () => {
    expect(
      setQuickShowSchema.safeParse({ quickStart: ['seal', 'leave'], workbench: ['shares'] }).success,
    ).toBe(true);
    expect(setQuickShowSchema.safeParse({ quickStart: null }).success).toBe(true);
  });

  it('refuses unknown ids, repeats, and an empty request', () => {
    const issue = (input: unknown) => setQuickShowSchema.safeParse(input).error?.issues[0]?.message;
    expect(issue({ quickStart: ['nope'] })).toBe('validation.oneOf');
    expect(issue({ quickStart: ['leave', 'leave'] })).toBe('homeLayout.duplicate');
    expect(issue({ workbench: ['account', 'account'] })).toBe('homeLayout.duplicate');
    expect(issue({})).toBe('homeLayout.nothingToSave');
  });

  it('shows every card by default and the saved ones otherwise', () => {
    expect(arrangeWorkbench(null)).toEqual([...WORKBENCH_CARDS]);
    expect(arrangeWorkbench(['account', 'quickStart'])).toEqual(['account', 'quickStart']);
  });
});
