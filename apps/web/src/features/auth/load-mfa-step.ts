import type { LoginMfaStep } from './login-mfa-step.tsx';

let loaded: typeof LoginMfaStep | undefined;

/**
 * The second step (and its QR code) is code only a person with a second factor reaches: it is
 * fetched when the password goes out, and the form waits for it before handing over, so the step
 * appears whole together with its title, as it did when it was part of the page.
 */
export async function loadMfaStep(): Promise<typeof LoginMfaStep> {
  loaded ??= (await import('./login-mfa-step.tsx')).LoginMfaStep;
  return loaded;
}

/** The step, once loadMfaStep has settled; the form only hands over after that. */
export function loadedMfaStep(): typeof LoginMfaStep | undefined {
  return loaded;
}
