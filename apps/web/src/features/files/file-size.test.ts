import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.ts';

describe('file size', () => {
  it('reads in the largest unit that keeps a number of at least 1', () => {
    expect(formatFileSize(12)).toBe('12 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(300 * 1024 * 1024)).toBe('300 MB');
    expect(formatFileSize(2.25 * 1024 ** 3)).toBe('2.3 GB');
  });
});
