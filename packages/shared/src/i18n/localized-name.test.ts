import { describe, expect, it } from 'vitest';
import { localizedName } from './localized-name.ts';

describe('a name in the reader’s language', () => {
  it('gives English readers the English name, and the Chinese one when there is none', () => {
    expect(localizedName('en', '张志强', 'Zhiqiang Zhang')).toBe('Zhiqiang Zhang');
    expect(localizedName('en', '张志强', '')).toBe('张志强');
  });

  it('gives Chinese readers the Chinese name, and the English one when there is none', () => {
    expect(localizedName('cn', '张志强', 'Zhiqiang Zhang')).toBe('张志强');
    expect(localizedName('cn', '', 'Acme Ltd.')).toBe('Acme Ltd.');
  });
});
