import { describe, expect, it } from 'vitest';
import { hanPlacePrefixLength, isPlace } from './places.ts';

describe('places', () => {
  it('measures a place prefix with its administrative unit', () => {
    expect(hanPlacePrefixLength('北京字节跳动')).toBe(2);
    expect(hanPlacePrefixLength('深圳市腾讯')).toBe(3);
    expect(hanPlacePrefixLength('广西壮族自治区某某')).toBe(7);
    expect(hanPlacePrefixLength('字节跳动')).toBe(0);
  });

  it('recognises whole places in both languages', () => {
    expect(isPlace('香港')).toBe(true);
    expect(isPlace('北京市')).toBe(true);
    expect(isPlace('hong kong')).toBe(true);
    expect(isPlace('网讯')).toBe(false);
  });
});
