import { describe, expect, it } from 'vitest';
import { ALL_PERMISSION, hasPermission, hasRole, PERMISSION_PATTERN } from './permission.rules.ts';

describe('permission rules (spec §6)', () => {
  it('passes when the user holds the string', () => {
    expect(hasPermission(['system:user:list'], 'system:user:list')).toBe(true);
  });

  it('fails when the user holds a different string', () => {
    expect(hasPermission(['system:user:list'], 'system:user:remove')).toBe(false);
  });

  it('grants everything to the wildcard', () => {
    expect(hasPermission([ALL_PERMISSION], 'hankun:project:listAll')).toBe(true);
  });

  it('lets the admin role pass every role check', () => {
    expect(hasRole(['admin'], ['finance'])).toBe(true);
    expect(hasRole(['lawyer'], ['finance'])).toBe(false);
  });

  it('errors on a role check that lists no roles', () => {
    expect(() => hasRole(['admin'], [])).toThrow();
  });

  it('accepts module:entity:action strings and refuses SQL-looking ones', () => {
    expect(PERMISSION_PATTERN.test('hankun:project:listAllPreCheck')).toBe(true);
    expect(PERMISSION_PATTERN.test("system:user:list' or 1=1")).toBe(false);
  });
});
