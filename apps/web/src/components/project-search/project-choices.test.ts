import { describe, expect, it } from 'vitest';
import { projectChoice, projectChoiceFromHistory } from './project-choices.ts';

describe('project choices', () => {
  it('shows number:name, or the name of a project not yet numbered', () => {
    expect(projectChoice({ id: 1, name: '某公司并购', number: '2026-001' }).display).toBe(
      '2026-001:某公司并购',
    );
    expect(projectChoice({ id: 2, name: '仲裁案', number: null }).display).toBe('仲裁案');
  });

  it('matches a typed number or name', () => {
    expect(projectChoice({ id: 1, name: '某公司并购', number: '2026-001' }).matchTexts).toEqual([
      '2026-001:某公司并购',
      '某公司并购',
      '2026-001',
    ]);
  });

  it('records a choice as {id, name, number, numberName}', () => {
    expect(projectChoice({ id: 1, name: '某公司并购', number: '2026-001' }).history).toEqual({
      kind: 'project',
      value: '2026-001:某公司并购',
      payload: { id: 1, name: '某公司并购', number: '2026-001', numberName: '2026-001:某公司并购' },
    });
  });

  it('reads a recent project back from its history entry and skips a broken one', () => {
    const entry = {
      id: 5,
      kind: 'project',
      value: '2026-001:某公司并购',
      payload: { id: 1, name: '某公司并购', number: '2026-001', numberName: '2026-001:某公司并购' },
      createdAt: '2026-05-01T00:00:00.000Z',
    };
    expect(projectChoiceFromHistory(entry)?.display).toBe('2026-001:某公司并购');
    expect(projectChoiceFromHistory({ ...entry, payload: { id: 1, name: 'x' } })).toBeNull();
  });
});
