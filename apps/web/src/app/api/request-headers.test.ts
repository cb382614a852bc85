import { describe, expect, it } from 'vitest';
import { requestHeaders } from './request-headers.ts';

describe('requestHeaders (spec §7 every request)', () => {
  it('sends the language as Language and Accept-Language, and asks for no caching', () => {
    expect(requestHeaders({ language: 'cn', delegateUserId: null, hasJsonBody: false })).toEqual({
      Accept: 'application/json',
      Language: 'cn',
      'Accept-Language': 'zh-CN',
      'Cache-Control': 'no-cache',
    });
    expect(requestHeaders({ language: 'en', delegateUserId: null, hasJsonBody: false })).toMatchObject({
      Language: 'en',
      'Accept-Language': 'en',
    });
  });

  it('sends delegateUser only while a delegate is set (spec §6)', () => {
    expect(requestHeaders({ language: 'cn', delegateUserId: 17, hasJsonBody: false }).delegateUser).toBe(
      '17',
    );
    expect(requestHeaders({ language: 'cn', delegateUserId: null, hasJsonBody: false })).not.toHaveProperty(
      'delegateUser',
    );
  });

  it('declares a JSON body only when there is one', () => {
    expect(requestHeaders({ language: 'cn', delegateUserId: null, hasJsonBody: true })['Content-Type']).toBe(
      'application/json',
    );
    expect(requestHeaders({ language: 'cn', delegateUserId: null, hasJsonBody: false })).not.toHaveProperty(
      'Content-Type',
    );
  });
});
