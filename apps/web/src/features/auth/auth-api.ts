import type {
  CaptchaResult,
  LoginAnswer,
  LoginInput,
  LoginMfaAnswer,
  LoginMfaEnrolInput,
  LoginMfaInput,
  MfaEnrolment,
} from '@venus/shared';
import { api } from '../../app/api/api-client.ts';
import { rememberProtection } from '../../app/api/request-protection.ts';

/** Whether the next sign-in of this user must carry a captcha (after repeated failures). */
export function fetchNeedCaptcha(username: string): Promise<boolean> {
  return api.get<boolean>('/needCaptcha', { params: { username } });
}

export function fetchCaptcha(): Promise<CaptchaResult> {
  return api.get<CaptchaResult>('/captchaImage');
}

/**
 * The session itself travels in the HttpOnly cookie the server sets; the token is not kept. With
 * a second factor the answer has no token but the step to take and its challenge.
 */
export async function signIn(input: LoginInput): Promise<LoginAnswer | null | undefined> {
  const answer = await api.post<LoginAnswer | null>('/login', input, { errorHandling: 'caller' });
  // The signing key comes with the session; a second factor still to come brings none yet.
  if (answer?.token) rememberProtection(answer);
  return answer;
}

/** The second step: the authenticator's code (or a recovery code) with the challenge. */
export async function signInWithCode(input: LoginMfaInput): Promise<LoginMfaAnswer> {
  const answer = await api.post<LoginMfaAnswer>('/login/mfa', input, { errorHandling: 'caller' });
  rememberProtection(answer);
  return answer;
}

/** A person a role makes enrol before a session: their new secret. */
export function enrolAtSignIn(input: LoginMfaEnrolInput): Promise<MfaEnrolment> {
  return api.post<MfaEnrolment>('/login/mfa/enrol', input, { errorHandling: 'caller' });
}
