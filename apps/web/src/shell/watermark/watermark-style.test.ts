import { describe, expect, it } from 'vitest';
import { watermarkLines, watermarkStyle } from './watermark-style.ts';

describe('watermarkStyle', () => {
  it('uses the configured colour and size', () => {
    expect(watermarkStyle('#ff000022', 'big')).toEqual({ color: '#ff000022', fontSize: 20, gap: [140, 140] });
    expect(watermarkStyle('rgba(0, 0, 0, 0.1)', 'small')).toMatchObject({
      color: 'rgba(0, 0, 0, 0.1)',
      fontSize: 12,
    });
  });

  it('falls back to the default size and the translucent light grey', () => {
    expect(watermarkStyle('', 'huge')).toEqual({
      color: 'rgba(180, 180, 180, 0.15)',
      fontSize: 16,
      gap: [110, 110],
    });
    expect(watermarkStyle('red; background:url(x)', 'default').color).toBe('rgba(180, 180, 180, 0.15)');
  });
});

describe('watermarkLines', () => {
  it('shows the name and the staff number', () => {
    expect(watermarkLines('孙悦', 'HK0012')).toEqual(['孙悦', 'HK0012']);
  });

  it('shows the name alone without a staff number', () => {
    expect(watermarkLines('孙悦', null)).toEqual(['孙悦']);
    expect(watermarkLines('孙悦', ' ')).toEqual(['孙悦']);
  });
});
