import { describe, expect, it } from 'vitest';
import { actionBetween, isInService, nextUserStatus, USER_STATUS } from './user-status.rules.ts';

describe('user lifecycle (decision 0012)', () => {
  it('disables only a user in service', () => {
    expect(nextUserStatus(USER_STATUS.inService, 'disable')).toBe(USER_STATUS.disabled);
    expect(nextUserStatus(USER_STATUS.departed, 'disable')).toBeNull();
    expect(nextUserStatus(USER_STATUS.disabled, 'disable')).toBeNull();
  });

  it('enables only a disabled user, and reinstates only a departed one', () => {
    expect(nextUserStatus(USER_STATUS.disabled, 'enable')).toBe(USER_STATUS.inService);
    expect(nextUserStatus(USER_STATUS.departed, 'enable')).toBeNull();
    expect(nextUserStatus(USER_STATUS.departed, 'reinstate')).toBe(USER_STATUS.inService);
    expect(nextUserStatus(USER_STATUS.disabled, 'reinstate')).toBeNull();
  });

  it('lets a user in service or a disabled one leave the firm, but not twice', () => {
    expect(nextUserStatus(USER_STATUS.inService, 'dimission')).toBe(USER_STATUS.departed);
    expect(nextUserStatus(USER_STATUS.disabled, 'dimission')).toBe(USER_STATUS.departed);
    expect(nextUserStatus(USER_STATUS.departed, 'dimission')).toBeNull();
  });

  it('finds the action between two statuses', () => {
    expect(actionBetween(USER_STATUS.departed, USER_STATUS.inService)).toBe('reinstate');
    expect(actionBetween(USER_STATUS.disabled, USER_STATUS.inService)).toBe('enable');
    expect(actionBetween(USER_STATUS.inService, USER_STATUS.inService)).toBeNull();
  });

  it('lets only people in service sign in', () => {
    expect(isInService('3')).toBe(true);
    expect(isInService('4')).toBe(false);
    expect(isInService('0')).toBe(false);
  });
});
