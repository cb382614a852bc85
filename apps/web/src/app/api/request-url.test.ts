import { describe, expect, it } from 'vitest';
import { buildRequestUrl } from './request-url.ts';

describe('buildRequestUrl', () => {
  it('prefixes the API base and adds the timestamp', () => {
    expect(buildRequestUrl('/getInfo', {}, 42)).toBe('/venus-api/getInfo?timestamp=42');
  });

  it('encodes parameters and leaves out empty ones', () => {
    const url = buildRequestUrl(
      '/monitor/operlog/list',
      { pageNum: 1, userName: ' 张 ', entity: '', action: null },
      7,
    );
    expect(url).toBe('/venus-api/monitor/operlog/list?pageNum=1&userName=%E5%BC%A0&timestamp=7');
  });

  it('keeps a query already written in the path', () => {
    expect(buildRequestUrl('needCaptcha?username=a', {}, 1)).toBe(
      '/venus-api/needCaptcha?username=a&timestamp=1',
    );
  });

  it('keeps false and zero, which are real values', () => {
    expect(buildRequestUrl('/x', { flag: false, count: 0 }, 1)).toBe(
      '/venus-api/x?flag=false&count=0&timestamp=1',
    );
  });
});
