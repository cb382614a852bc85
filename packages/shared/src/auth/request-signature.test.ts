import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  bodyHash,
  canonicalQuery,
  canonicalRequest,
  decryptBody,
  encryptBody,
  protectRequest,
  requestSignature,
  SIGNATURE_HEADERS,
  sameSignature,
  UNSIGNED_PAYLOAD,
} from './request-signature.ts';

const KEY = '0f'.repeat(32);

describe('the canonical request', () => {
  it('sorts the query by name then value and escapes it one way', () => {
    expect(canonicalQuery('b=2&a=2&a=1&c')).toBe('a=1&a=2&b=2&c=');
    expect(canonicalQuery('name=%E9%83%AD+%E6%99%B6')).toBe(
      canonicalQuery(`name=${encodeURIComponent('郭 晶')}`),
    );
    expect(canonicalQuery('bad=%E0%A4%A')).toBe('bad=%25E0%25A4%25A');
  });

  it('lists scheme, method, path, query, body hash, timestamp and nonce, a line each', () => {
    const text = canonicalRequest({
      method: 'post',
      url: '/venus-api/hankun/shortcut?z=1&a=2',
      body: '{"a":1}',
      timestamp: 1_700_000_000_000,
      nonce: 'abc',
    });
    const sha = createHash('sha256').update('{"a":1}').digest('hex');
    expect(text).toBe(
      `VENUS-HMAC-SHA256\nPOST\n/venus-api/hankun/shortcut\na=2&z=1\n${sha}\n1700000000000\nabc`,
    );
  });

  it('hashes an empty body as the empty string, and leaves a multipart body unhashed', () => {
    expect(bodyHash(undefined)).toBe(createHash('sha256').update('').digest('hex'));
    expect(bodyHash(UNSIGNED_PAYLOAD)).toBe(UNSIGNED_PAYLOAD);
  });
});

describe('the signature', () => {
  it('is HMAC-SHA256 of the canonical request with the session key', () => {
    const request = { method: 'GET', url: '/venus-api/getInfo', timestamp: 1, nonce: 'n'.repeat(16) };
    const expected = createHmac('sha256', Buffer.from(KEY, 'hex'))
      .update(canonicalRequest(request))
      .digest('hex');
    expect(requestSignature(KEY, request)).toBe(expected);
  });

  it('compares only equal signatures as equal', () => {
    expect(sameSignature('ab', 'ab')).toBe(true);
    expect(sameSignature('ab', 'ac')).toBe(false);
    expect(sameSignature('ab', 'abc')).toBe(false);
  });

  it('gives each request its own nonce', () => {
    const one = protectRequest(KEY, { method: 'GET', url: '/x' });
    const two = protectRequest(KEY, { method: 'GET', url: '/x' });
    expect(one.headers[SIGNATURE_HEADERS.nonce]).not.toBe(two.headers[SIGNATURE_HEADERS.nonce]);
  });
});

describe('body encryption', () => {
  it('opens only for the request it was sealed for', () => {
    const sealed = JSON.parse(encryptBody(KEY, 'POST', '/venus-api/a', 'nonce-1', '{"secret":"名"}'));
    expect(JSON.stringify(sealed)).not.toContain('secret');
    expect(decryptBody(KEY, 'POST', '/venus-api/a', 'nonce-1', sealed)).toBe('{"secret":"名"}');
    expect(() => decryptBody(KEY, 'POST', '/venus-api/b', 'nonce-1', sealed)).toThrow();
    expect(() => decryptBody(KEY, 'POST', '/venus-api/a', 'nonce-2', sealed)).toThrow();
    expect(() => decryptBody('1f'.repeat(32), 'POST', '/venus-api/a', 'nonce-1', sealed)).toThrow();
  });

  it('signs the sealed body, the bytes that travel', () => {
    const { headers, body } = protectRequest(KEY, {
      method: 'POST',
      url: '/venus-api/a',
      json: { a: 1 },
      encrypt: true,
    });
    expect(headers[SIGNATURE_HEADERS.encrypted]).toBe('1');
    const expected = requestSignature(KEY, {
      method: 'POST',
      url: '/venus-api/a',
      body,
      timestamp: Number(headers[SIGNATURE_HEADERS.timestamp]),
      nonce: headers[SIGNATURE_HEADERS.nonce] ?? '',
    });
    expect(headers[SIGNATURE_HEADERS.signature]).toBe(expected);
  });
});
