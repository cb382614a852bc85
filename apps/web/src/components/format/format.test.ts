import { describe, expect, it } from 'vitest';
import { formatDateTime, formatJson } from './format.ts';

describe('formatDateTime', () => {
  it('formats a timestamp as date and time', () => {
    expect(formatDateTime('2026-03-04T05:06:07')).toBe('2026-03-04 05:06:07');
  });

  it('is empty for a missing value', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('')).toBe('');
  });

  it('shows an unreadable value as it came', () => {
    expect(formatDateTime('not a date')).toBe('not a date');
  });
});

describe('formatJson', () => {
  it('pretty-prints an object', () => {
    expect(formatJson({ a: 1 })).toBe('{\n  "a": 1\n}');
  });

  it('pretty-prints a JSON string', () => {
    expect(formatJson('{"a":1}')).toBe('{\n  "a": 1\n}');
  });

  it('keeps a plain string', () => {
    expect(formatJson('plain')).toBe('plain');
  });

  it('is null when there is nothing to show', () => {
    expect(formatJson(null)).toBeNull();
    expect(formatJson(undefined)).toBeNull();
  });
});
