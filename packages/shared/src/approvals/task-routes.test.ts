import { describe, expect, it } from 'vitest';
import { drawerOfTaskCode, routeOfTaskCode, taskLinkOf } from './task-routes.ts';

describe('task-type code to route map (spec §2)', () => {
  it('sends each code of the spec to its page', () => {
    expect(routeOfTaskCode(1601)).toBe('/bill/billAdd/:title');
    expect(routeOfTaskCode(1252)).toBe('/project/management/:title');
    expect(routeOfTaskCode(31000)).toBe('/leave/leaveDetail/:title');
    expect(routeOfTaskCode(31003)).toBe('/overtime/overtimeDetail/:title');
    expect(routeOfTaskCode(90013)).toBe('/v2/expenses/expenseDetail/:title');
    expect(routeOfTaskCode(171005)).toBe('/v2/borrow/borrowDetail/:title');
    expect(routeOfTaskCode(620000)).toBe('/v2/profession/professionDetail/:title');
  });

  it('knows no page for a code the spec does not map', () => {
    expect(routeOfTaskCode(4242)).toBeUndefined();
    expect(taskLinkOf(4242, 'x', '9')).toEqual({ query: { id: '9' } });
  });

  it('opens daily expenses with ifAudit=y and the postpone codes flagged', () => {
    expect(taskLinkOf(90002, '日常费用', '7').query).toEqual({ id: '7', ifAudit: 'y' });
    expect(taskLinkOf(80003, 'p', '7').query).toEqual({ id: '7', postpone: 'y' });
  });

  it('fills the title into the path, encoded', () => {
    expect(taskLinkOf(31000, '请假 审批', '12').path).toBe(
      '/leave/leaveDetail/%E8%AF%B7%E5%81%87%20%E5%AE%A1%E6%89%B9',
    );
  });
});

describe('task drawers (spec §2 Drawers)', () => {
  it('opens the listed codes as drawers of 40, 70, 80 or 100 %', () => {
    for (const code of [
      1000, 1252, 1300, 1700, 1220, 1600, 90001, 90002, 60000, 50000, 31000, 31003, 30000, 130004,
    ]) {
      expect([40, 70, 80, 100]).toContain(drawerOfTaskCode(code)?.width);
    }
  });

  it('opens other codes as pages', () => {
    expect(drawerOfTaskCode(151000)).toBeUndefined();
    expect(drawerOfTaskCode(120001)).toBeUndefined();
  });
});
