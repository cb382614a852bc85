import { describe, expect, it } from 'vitest';
import { greetingOf } from './greeting.ts';

describe('greetingOf', () => {
  it('greets the morning from 5 to 11', () => {
    expect(greetingOf(5)).toBe('morning');
    expect(greetingOf(10)).toBe('morning');
  });

  it('greets noon from 11 to 13', () => {
    expect(greetingOf(11)).toBe('noon');
    expect(greetingOf(12)).toBe('noon');
  });

  it('greets the afternoon from 13 to 18', () => {
    expect(greetingOf(13)).toBe('afternoon');
    expect(greetingOf(17)).toBe('afternoon');
  });

  it('greets the evening otherwise, late night included', () => {
    expect(greetingOf(18)).toBe('evening');
    expect(greetingOf(2)).toBe('evening');
  });
});
