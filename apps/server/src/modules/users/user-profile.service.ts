import type { Language, UpdateOwnProfileInput } from '@venus/shared';
import type { SignedInContext } from '../../platform/auth/request-context.ts';
import type { PublicUser, UsersService } from './users.service.ts';

/** A sign-in as the personal centre shows it. */
export interface SignInRecord {
  loginTime: Date;
  ipaddr: string;
}

/**
 * Names of the caller's department, office and roles come from the modules that own them, in
 * the caller's language.
 */
export interface ProfileCollaborators {
  deptNameOf: (deptId: number, lang: Language) => Promise<string | null>;
  roleNamesOf: (roleIds: number[], lang: Language) => Promise<string[]>;
  /** The latest successful sign-ins of a username, newest first. */
  recentSignInsOf: (userName: string, count: number) => Promise<SignInRecord[]>;
}

export interface OwnProfile {
  userId: number;
  userName: string;
  nickName: string;
  nameEn: string;
  userno: string;
  email: string;
  phonenumber: string;
  avatar: string;
  deptName: string | null;
  officeName: string | null;
  roleNames: string[];
  createdAt: Date;
  passwordChangedAt: Date;
  /** The sign-in of this session's start and the one before it. */
  currentSignIn: SignInRecord | null;
  previousSignIn: SignInRecord | null;
}

/**
 * The personal centre (`/user/profile`): the caller's own account, never anyone else's, since
 * the user is always the signed-in actor and no request can name another.
 */
export class UserProfileService {
  constructor(
    private readonly users: UsersService,
    private readonly collaborators: ProfileCollaborators,
  ) {}

  async getOwnProfile(ctx: SignedInContext): Promise<OwnProfile> {
    return this.present(await this.users.getProfile(ctx.actor.userId), ctx.lang);
  }

  async updateOwnProfile(ctx: SignedInContext, input: UpdateOwnProfileInput): Promise<OwnProfile> {
    return this.present(await this.users.updateOwnProfile(ctx, input), ctx.lang);
  }

  private async present(user: PublicUser, lang: Language): Promise<OwnProfile> {
    const { deptNameOf, roleNamesOf, recentSignInsOf } = this.collaborators;
    const [deptName, officeName, roleNames, signIns] = await Promise.all([
      user.deptId ? deptNameOf(user.deptId, lang) : null,
      user.officeId ? deptNameOf(user.officeId, lang) : null,
      roleNamesOf(user.roleIds, lang),
      recentSignInsOf(user.userName, 2),
    ]);
    return {
      userId: user.userId,
      userName: user.userName,
      nickName: user.nickName,
      nameEn: user.nameEn,
      userno: user.userno,
      email: user.email,
      phonenumber: user.phonenumber,
      avatar: user.avatar,
      deptName,
      officeName,
      roleNames,
      createdAt: user.createdAt,
      passwordChangedAt: user.passwordChangedAt,
      currentSignIn: signIns[0] ?? null,
      previousSignIn: signIns[1] ?? null,
    };
  }
}
