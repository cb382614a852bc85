import type { CaptchaResult, LoginInput } from '@venus/shared';
import { api } from '../../app/api/api-client.ts';

/** Whether the next sign-in of this user must carry a captcha (after repeated failures). */
export function fetchNeedCaptcha(username: string): Promise<boolean> {
  return api.get<boolean>('/needCaptcha', { params: { username } });
}

export function fetchCaptcha(): Promise<CaptchaResult> {
  return api.get<CaptchaResult>('/captchaImage');
}

/** The session itself travels in the HttpOnly cookie the server sets; the token is not kept. */
export function signIn(input: LoginInput): Promise<{ token?: string } | null | undefined> {
  return api.post<{ token?: string } | null>('/login', input, { errorHandling: 'caller' });
}
