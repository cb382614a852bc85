import { ALL_PERMISSION, WORKLOG_PERMISSIONS } from '@venus/shared';
import { describe, expect, it } from 'vitest';
import { showsFloatingTimer } from './timer-visibility.ts';

const writer = [WORKLOG_PERMISSIONS.write, WORKLOG_PERMISSIONS.timer];

describe('floating timer visibility', () => {
  it('shows on desktops to people with the timer permission', () => {
    expect(showsFloatingTimer(writer, 'normal', true)).toBe(true);
    expect(showsFloatingTimer(writer, 'low', true)).toBe(true);
    expect(showsFloatingTimer([ALL_PERMISSION], 'normal', true)).toBe(true);
  });

  it('is hidden on phones', () => {
    expect(showsFloatingTimer(writer, 'mobile', true)).toBe(false);
  });

  it('is hidden without the permission, even to those who write time', () => {
    expect(showsFloatingTimer([WORKLOG_PERMISSIONS.write], 'normal', true)).toBe(false);
  });

  it('is hidden when the person turned the setting off, shown while it is unset', () => {
    expect(showsFloatingTimer(writer, 'normal', false)).toBe(false);
    expect(showsFloatingTimer(writer, 'normal', undefined)).toBe(true);
  });
});
