import { describe, expect, it } from 'vitest';
import { deviceClassOf } from './device.ts';

describe('deviceClassOf', () => {
  it('treats 768 px and below as mobile', () => {
    expect(deviceClassOf(375)).toBe('mobile');
    expect(deviceClassOf(768)).toBe('mobile');
  });

  it('treats 769 to 1366 px as low resolution', () => {
    expect(deviceClassOf(769)).toBe('low');
    expect(deviceClassOf(1366)).toBe('low');
  });

  it('treats anything wider as normal', () => {
    expect(deviceClassOf(1367)).toBe('normal');
  });
});
