import { z } from 'zod';

/**
 * The TOTP second factor (issue 8 item 4, decision 0002): a six-digit code from an authenticator
 * app (RFC 6238, 30-second steps) or, when the phone is lost, one of ten one-time recovery codes.
 */
export const MFA_LIMITS = {
  digits: 6,
  /** Recovery codes handed out at enrolment; each works once. */
  recoveryCodes: 10,
  /** How long the sign-in challenge between the password and the code lives. */
  challengeSeconds: 300,
} as const;

/** The authenticator app shows this name above the account. */
export const MFA_ISSUER = 'Venus';

/** A TOTP code: exactly six digits. */
export const TOTP_CODE_PATTERN = /^\d{6}$/;

/**
 * What a person types at a code prompt: six digits, or a recovery code (`XXXX-XXXX-…`, six groups,
 * case, dashes and spaces as they like). The server tells the two apart by their shape.
 */
export const mfaCodeSchema = z
  .string()
  .trim()
  .min(1, { message: 'mfa.codeRequired' })
  .max(32, { message: 'mfa.codeFormat' })
  .regex(/^[\dA-Za-z -]+$/, { message: 'mfa.codeFormat' });

/** Only a fresh authenticator code confirms an enrolment: recovery codes do not exist yet. */
export const totpCodeSchema = z
  .string()
  .trim()
  .min(1, { message: 'mfa.codeRequired' })
  .regex(TOTP_CODE_PATTERN, { message: 'mfa.totpFormat' });

export const confirmMfaSchema = z.object({ code: totpCodeSchema });
export type ConfirmMfaInput = z.infer<typeof confirmMfaSchema>;

export const disableMfaSchema = z.object({ code: mfaCodeSchema });
export type DisableMfaInput = z.infer<typeof disableMfaSchema>;

/** The challenge answered by a right password, carried to the second step of signing in. */
const challengeSchema = z.string().trim().min(1).max(128);

/** `POST /login/mfa`: the challenge and a code (a recovery code too, unless enrolling). */
export const loginMfaSchema = z.object({ challenge: challengeSchema, code: mfaCodeSchema });
export type LoginMfaInput = z.infer<typeof loginMfaSchema>;

/** `POST /login/mfa/enrol`: a person made to enrol before getting a session asks for a secret. */
export const loginMfaEnrolSchema = z.object({ challenge: challengeSchema });
export type LoginMfaEnrolInput = z.infer<typeof loginMfaEnrolSchema>;

/** An administrator clears a person's second factor (a lost phone). */
export const resetMfaSchema = z.object({ userId: z.number().int().positive() });
export type ResetMfaInput = z.infer<typeof resetMfaSchema>;

/** What the second step of signing in asks for: a code, or enrolment first. */
export const MFA_SIGN_IN_STEPS = ['verify', 'enrol'] as const;
export type MfaSignInStep = (typeof MFA_SIGN_IN_STEPS)[number];

/**
 * `POST /login`'s answer: a session token, or (second factor in use or required) no session
 * yet, the step to take and the challenge to take it with.
 */
/**
 * What a client needs to sign its requests (decision 0028): kept by the client, never sent back.
 * Absent when the firm has turned signing off.
 */
const requestProtectionFields = {
  signKey: z.string().optional(),
  encryptBodies: z.boolean().optional(),
};

export const loginAnswerSchema = z.object({
  token: z.string().optional(),
  ...requestProtectionFields,
  mfa: z.enum(MFA_SIGN_IN_STEPS).optional(),
  challenge: z.string().optional(),
  expiresIn: z.number().optional(),
});
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** A new secret, to scan as a QR code (`otpauthUri`) or type in (`secret`). Shown while pending. */
export const mfaEnrolmentSchema = z.object({ secret: z.string(), otpauthUri: z.string() });
export type MfaEnrolment = z.infer<typeof mfaEnrolmentSchema>;

/** The recovery codes, shown once, right after they are made. */
export const mfaRecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type MfaRecoveryCodes = z.infer<typeof mfaRecoveryCodesSchema>;

/** `POST /login/mfa`'s answer: the session, plus the recovery codes when it finished an enrolment. */
export const loginMfaAnswerSchema = z.object({
  token: z.string(),
  ...requestProtectionFields,
  recoveryCodes: z.array(z.string()).optional(),
});
export type LoginMfaAnswer = z.infer<typeof loginMfaAnswerSchema>;

export const mfaStatusSchema = z.object({
  /** Confirmed and asked for at every sign-in. */
  enabled: z.boolean(),
  /** A role of the caller requires it (system config `sys.account.mfaRequiredRoles`). */
  required: z.boolean(),
  recoveryCodesLeft: z.number(),
  confirmedAt: z.string().nullable(),
});
export type MfaStatus = z.infer<typeof mfaStatusSchema>;
