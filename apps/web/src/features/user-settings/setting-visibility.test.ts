import { describe, expect, it } from 'vitest';
import { canChooseFloatTimer, canSwitchLanguage } from './setting-visibility.ts';

describe('canSwitchLanguage', () => {
  it('needs system:i18n:change', () => {
    expect(canSwitchLanguage(['system:i18n:change'])).toBe(true);
    expect(canSwitchLanguage(['system:i18n:list'])).toBe(false);
  });

  it('is granted by the wildcard', () => {
    expect(canSwitchLanguage(['*:*:*'])).toBe(true);
  });
});

describe('canChooseFloatTimer', () => {
  const writer = ['hankun:jurisdiction:wirteWorklog'];

  it('shows for a worklog writer on a desktop or low-resolution screen', () => {
    expect(canChooseFloatTimer(writer, 'normal')).toBe(true);
    expect(canChooseFloatTimer(writer, 'low')).toBe(true);
  });

  it('hides on mobile even with the permission', () => {
    expect(canChooseFloatTimer(writer, 'mobile')).toBe(false);
    expect(canChooseFloatTimer(['*:*:*'], 'mobile')).toBe(false);
  });

  it('hides without the permission', () => {
    expect(canChooseFloatTimer(['worklog:myWorklog:write'], 'normal')).toBe(false);
  });
});
