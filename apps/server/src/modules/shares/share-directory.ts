import { MAX_PICKER_PAGE_SIZE, USER_STATUS } from '@venus/shared';
import type { UsersService } from '../users/users.service.ts';
import type { Colleague, ShareDirectory } from './shares.service.ts';

const colleagueOf = ({ userId, nickName, nameEn, userno }: Colleague): Colleague => ({
  userId,
  nickName,
  nameEn,
  userno,
});

/**
 * The people shares name, asked of the users module's service (spec §7: "User list with
 * pageNum=1, pageSize=10000, status=3"). A firm has hundreds of people, so one page holds them all.
 */
export function shareDirectoryOf(users: Pick<UsersService, 'findUsers'>): ShareDirectory {
  const everyone = async (status?: typeof USER_STATUS.inService) =>
    (await users.findUsers({ pageNum: 1, pageSize: MAX_PICKER_PAGE_SIZE, status })).rows.map(colleagueOf);
  return {
    inService: () => everyone(USER_STATUS.inService),
    byIds: async (ids) => {
      const wanted = new Set(ids);
      return (await everyone()).filter((person) => wanted.has(person.userId));
    },
  };
}
