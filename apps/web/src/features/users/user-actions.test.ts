import { USER_STATUS } from '@venus/shared';
import { describe, expect, it } from 'vitest';
import { lifecycleActionsFor } from './user-actions.ts';

const admin = ['*:*:*'];
const it_staff = ['system:user:edit'];
const hr = ['system:user:dimission'];

describe('lifecycleActionsFor', () => {
  it('offers disable and departure for a person in service', () => {
    expect(lifecycleActionsFor(USER_STATUS.inService, admin)).toEqual(['disable', 'dimission']);
  });

  it('offers enable and departure for a disabled account', () => {
    expect(lifecycleActionsFor(USER_STATUS.disabled, admin)).toEqual(['enable', 'dimission']);
  });

  it('offers only reinstating for a departed person', () => {
    expect(lifecycleActionsFor(USER_STATUS.departed, admin)).toEqual(['reinstate']);
  });

  it('leaves out actions the person may not take', () => {
    expect(lifecycleActionsFor(USER_STATUS.inService, it_staff)).toEqual(['disable']);
    expect(lifecycleActionsFor(USER_STATUS.inService, hr)).toEqual(['dimission']);
    expect(lifecycleActionsFor(USER_STATUS.departed, it_staff)).toEqual([]);
  });
});
