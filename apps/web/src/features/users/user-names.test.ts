import { describe, expect, it } from 'vitest';
import { localName } from './user-names.ts';

describe('localName', () => {
  it('shows the English name to an English reader', () => {
    expect(localName('en', '北京办公室', 'Beijing')).toBe('Beijing');
  });

  it('falls back to the Chinese name when there is no English one', () => {
    expect(localName('en', '知识产权组', ' ')).toBe('知识产权组');
  });

  it('shows the Chinese name to a Chinese reader', () => {
    expect(localName('cn', '北京办公室', 'Beijing')).toBe('北京办公室');
  });
});
