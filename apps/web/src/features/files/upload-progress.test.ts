import { describe, expect, it } from 'vitest';
import { progressMeter } from './upload-progress.ts';

describe('upload progress', () => {
  it('holds one below the real percentage above 95 until the server answers, and measures speed', () => {
    let clock = 0;
    const meter = progressMeter(1000 * 1024, () => clock);
    clock = 1000;
    expect(meter(500 * 1024)).toEqual({ percent: 50, speed: '500.00 KB/s' });
    expect(meter(950 * 1024).percent).toBe(95);
    expect(meter(960 * 1024).percent).toBe(95);
    expect(meter(1000 * 1024).percent).toBe(99);
    expect(meter(1000 * 1024, true).percent).toBe(100);
  });

  it('shows MB/s above 1024 KB/s', () => {
    let clock = 0;
    const meter = progressMeter(10 * 1024 * 1024, () => clock);
    clock = 1000;
    expect(meter(2 * 1024 * 1024).speed).toBe('2.00 MB/s');
  });
});
