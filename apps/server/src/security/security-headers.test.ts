import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, bearer, createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

/** ASVS 3.4.3, 3.4.4 and 3.4.6: the headers every answer carries, refusals and errors included. */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin');
});
afterAll(() => t.close());

/** The policy as directive → sources. */
function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  return new Map(
    String(header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** A public answer, a refusal, a signed-in list, an unknown API path and a web page. */
const answers = () =>
  Promise.all(
    [
      { url: `${API}/health` },
      { url: `${API}/getInfo` },
      { url: `${API}/system/user/list`, headers: bearer(admin) },
      { url: `${API}/no/such/route` },
      { url: '/index' },
    ].map(async (request) => ({ url: request.url, response: await t.app.inject(request) })),
  );

describe('security headers', () => {
  it('sends a strict Content Security Policy on every answer', async () => {
    for (const { url, response } of await answers()) {
      const policy = directives(response.headers['content-security-policy']);
      expect(policy.get('default-src'), url).toEqual(["'self'"]);
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(policy.get('form-action')).toEqual(["'self'"]);
      const everySource = [...policy.values()].flat();
      expect(everySource).not.toContain("'unsafe-eval'");
      expect(everySource).not.toContain('*');
    }
  });

  it('forbids sniffing, framing and referrers on every answer', async () => {
    for (const { url, response } of await answers()) {
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('promises HTTPS only where the firm serves it', async () => {
    const plain = (await answers())[0]!.response;
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(directives(plain.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(false);
    const secure = await createTestApp({ SECURE_COOKIES: 'true' });
    try {
      const response = await secure.app.inject({ url: `${API}/health` });
      expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      expect(directives(response.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(
        true,
      );
    } finally {
      await secure.close();
    }
  });

  it('lets the page reach an allowed origin’s socket, and nothing else beyond itself', async () => {
    const other = await createTestApp({ ALLOWED_ORIGINS: 'https://ws.firm.example' });
    try {
      const response = await other.app.inject({ url: `${API}/health` });
      expect(directives(response.headers['content-security-policy']).get('connect-src')).toEqual([
        "'self'",
        'https://ws.firm.example',
        'wss://ws.firm.example',
      ]);
    } finally {
      await other.close();
    }
  });
});
