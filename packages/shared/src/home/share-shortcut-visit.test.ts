import { describe, expect, it } from 'vitest';
import { createShareSchema, recipientProblem, tosOf } from './share.schemas.ts';
import {
  createShortcutSchema,
  SHORTCUT_COLOURS,
  SHORTCUT_CONTENT_MAX,
  SHORTCUT_ICONS,
} from './shortcut.schemas.ts';
import { isRepeatVisit, recordVisitSchema, visitCutoff } from './visit-history.rules.ts';

const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('createShortcutSchema', () => {
  const valid = {
    menuName: '我的待办账单',
    searchContent: { status: '1' },
    type: 'bill/list/index',
    path: '/bill/list',
  };

  it('accepts a named shortcut, defaulting icon, colour and defineType 1', () => {
    expect(createShortcutSchema.parse(valid)).toMatchObject({ reserveInt: 0, reserve: 0, defineType: 1 });
  });

  it('needs a name of at most 40 characters', () => {
    expect(messageOf(createShortcutSchema.safeParse({ ...valid, menuName: '   ' }))).toBe(
      'shortcut.nameRequired',
    );
    expect(messageOf(createShortcutSchema.safeParse({ ...valid, menuName: undefined }))).toBe(
      'shortcut.nameRequired',
    );
    expect(messageOf(createShortcutSchema.safeParse({ ...valid, menuName: '名'.repeat(41) }))).toBe(
      'shortcut.nameTooLong',
    );
    expect(createShortcutSchema.safeParse({ ...valid, menuName: '名'.repeat(40) }).success).toBe(true);
  });

  it('answers 参数错误 without form data or type', () => {
    expect(messageOf(createShortcutSchema.safeParse({ ...valid, searchContent: undefined }))).toBe(
      'shortcut.badParams',
    );
    expect(messageOf(createShortcutSchema.safeParse({ ...valid, type: undefined }))).toBe(
      'shortcut.badParams',
    );
    expect(messageOf(createShortcutSchema.safeParse({ ...valid, type: '' }))).toBe('shortcut.badParams');
  });

  it('refuses form content whose JSON is over 3000 characters', () => {
    const at = (length: number) => ({ q: 'x'.repeat(length - '{"q":""}'.length) });
    expect(JSON.stringify(at(SHORTCUT_CONTENT_MAX)).length).toBe(SHORTCUT_CONTENT_MAX);
    expect(
      createShortcutSchema.safeParse({ ...valid, searchContent: at(SHORTCUT_CONTENT_MAX) }).success,
    ).toBe(true);
    expect(
      messageOf(createShortcutSchema.safeParse({ ...valid, searchContent: at(SHORTCUT_CONTENT_MAX + 1) })),
    ).toBe('shortcut.contentTooLong');
  });

  it('keeps icon and colour inside their palettes', () => {
    expect(createShortcutSchema.safeParse({ ...valid, reserveInt: SHORTCUT_ICONS.length - 1 }).success).toBe(
      true,
    );
    expect(messageOf(createShortcutSchema.safeParse({ ...valid, reserveInt: SHORTCUT_ICONS.length }))).toBe(
      'validation.oneOf',
    );
    expect(messageOf(createShortcutSchema.safeParse({ ...valid, reserve: SHORTCUT_COLOURS.length }))).toBe(
      'validation.oneOf',
    );
    expect(messageOf(createShortcutSchema.safeParse({ ...valid, reserve: -1 }))).toBe('validation.oneOf');
  });

  it('opens only paths inside the app', () => {
    expect(createShortcutSchema.safeParse({ ...valid, path: 'https://evil.example' }).success).toBe(false);
  });
});

describe('share rules', () => {
  it('needs a title and at least one recipient', () => {
    const base = { title: '请看这个案件', to: [3], path: '/index' };
    expect(createShareSchema.safeParse(base).success).toBe(true);
    expect(messageOf(createShareSchema.safeParse({ ...base, title: ' ' }))).toBe('share.titleRequired');
    expect(messageOf(createShareSchema.safeParse({ ...base, to: [] }))).toBe('share.toRequired');
    expect(messageOf(createShareSchema.safeParse({ ...base, to: undefined }))).toBe('share.toRequired');
  });

  it('refuses sharing with yourself (error1) before a repeated recipient (error2)', () => {
    expect(recipientProblem([2, 5], 5)).toBe('share.add.error1');
    expect(recipientProblem([2, 2, 5], 5)).toBe('share.add.error1');
    expect(recipientProblem([2, 3, 2], 5)).toBe('share.add.error2');
    expect(recipientProblem([2, 3], 5)).toBeNull();
  });

  it('joins the recipients with commas as tos', () => {
    expect(tosOf([4, 9, 12])).toBe('4,9,12');
  });
});

describe('visit history rules', () => {
  it('treats the same path and query, in any key order, as a repeat', () => {
    expect(
      isRepeatVisit({ path: '/a', query: { x: '1', y: '2' } }, { path: '/a', query: { y: '2', x: '1' } }),
    ).toBe(true);
    expect(isRepeatVisit({ path: '/a', query: { x: '1' } }, { path: '/a', query: { x: '2' } })).toBe(false);
    expect(isRepeatVisit(null, { path: '/a', query: {} })).toBe(false);
  });

  it('keeps 30 days', () => {
    expect(visitCutoff(new Date('2026-03-31T12:00:00Z')).toISOString()).toBe('2026-03-01T12:00:00.000Z');
  });

  it('needs a path inside the app and a title', () => {
    expect(recordVisitSchema.safeParse({ path: '/user/profile', title: '个人中心' }).success).toBe(true);
    expect(recordVisitSchema.safeParse({ path: '/user/profile', title: '' }).success).toBe(false);
    expect(recordVisitSchema.safeParse({ path: 'javascript:alert(1)', title: 'x' }).success).toBe(false);
  });
});
