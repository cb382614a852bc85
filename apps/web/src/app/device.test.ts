import { describe, expect, it } from 'vitest';
import { deviceClassOf, isEnterpriseMessagingBrowser, isLargeScreen, rootFontSizeOf } from './device.ts';

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

describe('isLargeScreen', () => {
  it('is above 1440 px only', () => {
    expect(isLargeScreen(1440)).toBe(false);
    expect(isLargeScreen(1441)).toBe(true);
    expect(isLargeScreen(1920)).toBe(true);
  });
});

describe('rootFontSizeOf', () => {
  it('is 16 px at the 1920 px design width and stops growing beyond it', () => {
    expect(rootFontSizeOf(1920)).toBe(16);
    expect(rootFontSizeOf(2560)).toBe(16);
  });

  it('scales down with the width on a desktop', () => {
    expect(rootFontSizeOf(1680)).toBe(14);
    expect(rootFontSizeOf(1536)).toBe(12.8);
  });

  it('never goes under 12 px on a narrow desktop window', () => {
    expect(rootFontSizeOf(1366)).toBe(12);
    expect(rootFontSizeOf(800)).toBe(12);
  });

  it('measures a phone against the 750 px design', () => {
    expect(rootFontSizeOf(750)).toBe(16);
    expect(rootFontSizeOf(768)).toBe(16);
    expect(rootFontSizeOf(600)).toBe(12.8);
    expect(rootFontSizeOf(390)).toBe(12);
  });
});

describe('isEnterpriseMessagingBrowser', () => {
  it('recognises the WeCom in-app browser on phone and desktop', () => {
    expect(
      isEnterpriseMessagingBrowser(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 wxwork/4.1.22 MicroMessenger/7.0.1 Language/zh',
      ),
    ).toBe(true);
    expect(
      isEnterpriseMessagingBrowser('Mozilla/5.0 (Windows NT 10.0) wxwork/4.1.20 (MicroMessenger/6.2)'),
    ).toBe(true);
  });

  it('does not mistake WeChat or an ordinary browser for it', () => {
    expect(isEnterpriseMessagingBrowser('Mozilla/5.0 (iPhone) MicroMessenger/8.0.40')).toBe(false);
    expect(isEnterpriseMessagingBrowser('Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0')).toBe(false);
  });
});
