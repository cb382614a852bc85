import type { TestApp } from './test-app.ts';

/** Reads a captcha's answer as only the server can, without consuming it: the test reads the image. */
export async function captchaAnswer(t: TestApp, uuid: string): Promise<string> {
  return (await t.app.services.captcha.peek(uuid)) ?? '';
}
