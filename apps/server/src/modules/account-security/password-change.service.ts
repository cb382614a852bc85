import type { ChangePasswordByCodeInput } from '@venus/shared';
import { assertNotCommonPassword } from '../../platform/auth/common-passwords.ts';
import { verifyPassword } from '../../platform/auth/password-hasher.ts';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import { badRequest, forbidden } from '../../platform/http/app-error.ts';
import type { UsersService } from '../users/users.service.ts';
import type { VerificationCodesService } from '../verification-codes/verification-codes.service.ts';

/**
 * Spec §7 "Change password" with the §3 Password form: the e-mailed code stands in for the old
 * password. Only the caller's own password; the code is used up only when everything else holds,
 * so a refused new password does not cost the user their code.
 */
export class PasswordChangeService {
  constructor(
    private readonly users: UsersService,
    private readonly codes: VerificationCodesService,
  ) {}

  async changePassword(ctx: SignedInContext, input: ChangePasswordByCodeInput): Promise<void> {
    if (input.userId !== ctx.actor.userId) throw forbidden();
    const account = await this.users.findForSignIn(ctx.actor.userName);
    if (account && (await verifyPassword(account.passwordHash, input.nasPassword)))
      throw badRequest('password.sameAsOld', {}, 'nasPassword');
    assertNotCommonPassword(input.nasPassword, 'nasPassword');
    await this.codes.consume(ctx.actor.userId, 'password', input.verificationCode);
    await this.users.changeOwnPassword(ctx, input.nasPassword);
  }
}
