import { describe, expect, it } from 'vitest';
import { limitPickerInput, PICKER_INPUT_MAX } from './picker-input.rules.ts';

describe('picker input (spec §5: at most 64)', () => {
  it('cuts longer text to 64 characters', () => {
    expect(PICKER_INPUT_MAX).toBe(64);
    expect(limitPickerInput('合'.repeat(70))).toBe('合'.repeat(64));
    expect(limitPickerInput('短')).toBe('短');
  });
});
