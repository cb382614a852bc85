import { describe, expect, it } from 'vitest';
import { displayOrder } from './display-order.schema.ts';

describe('a display order', () => {
  const order = displayOrder(9999);
  const issues = (value: unknown) => {
    const result = order.safeParse(value);
    return result.success ? [] : result.error.issues.map((issue) => issue.code);
  };

  it('takes a whole number in range', () => {
    expect(order.parse('12')).toBe(12);
  });

  it('refuses a negative number rather than clamping it', () => {
    expect(issues(-5)).toEqual(['too_small']);
  });

  it('reports a huge number once, against its range only', () => {
    expect(issues(1e20)).toEqual(['too_big']);
  });

  it('refuses a fraction', () => {
    expect(issues(1.5)).toEqual(['invalid_type']);
  });
});
