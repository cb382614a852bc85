import type { MfaEnrolment, MfaSignInStep } from '@venus/shared';
import type { RequestContext } from '../../platform/auth/request-context.ts';

/** Who is signing in: the password was right, the session is not open yet. */
export interface SignInPerson {
  userId: number;
  userName: string;
}

/** A code checked: right (and now used up), wrong, or right but already used (a replay). */
export type CodeOutcome = { ok: true; recoveryCodes?: never } | CodeRefused;
export type CodeRefused = { ok: false; reason: 'wrong' | 'used' };
/** An enrolment confirmed answers its recovery codes, to be shown once. */
export type EnrolOutcome = { ok: true; recoveryCodes: string[] } | CodeRefused;

/**
 * What signing in needs of the second factor (implemented by account-security's MfaService), so
 * the sign-in flow does not reach into that module's tables.
 */
export interface SecondFactor {
  /** 'verify' when the person uses the factor, 'enrol' when a role requires it and they do not yet, else null. */
  stepAtSignIn(userId: number): Promise<MfaSignInStep | null>;
  beginEnrolment(ctx: RequestContext, person: SignInPerson): Promise<MfaEnrolment>;
  confirmEnrolment(ctx: RequestContext, person: SignInPerson, code: string): Promise<EnrolOutcome>;
  checkCode(ctx: RequestContext, person: SignInPerson, code: string): Promise<CodeOutcome>;
}
