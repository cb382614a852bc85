import type { Language } from '@venus/shared';
import { loginLogQuerySchema } from '../auth/auth.schemas.ts';
import type { LoginLogService } from '../auth/login-log.service.ts';
import type { OrganizationService } from '../organization/organization.service.ts';
import type { RolesService } from '../roles/roles.service.ts';
import type { ProfileCollaborators } from './user-profile.service.ts';

const inLanguage = (lang: Language, name: string, nameEn: string) =>
  lang === 'en' && nameEn ? nameEn : name;

/** The personal centre asks the modules that own departments, roles and sign-ins for their part. */
export function profileCollaborators(services: {
  organization: OrganizationService;
  roles: RolesService;
  loginLog: LoginLogService;
}): ProfileCollaborators {
  return {
    async deptNameOf(deptId, lang) {
      const dept = await services.organization.getDept(deptId).catch(() => null);
      return dept ? inLanguage(lang, dept.deptName, dept.deptNameEn) : null;
    },
    async roleNamesOf(roleIds, lang) {
      const found = await Promise.all(roleIds.map((id) => services.roles.getRole(id).catch(() => null)));
      // A disabled role grants nothing, so the centre does not list it.
      return found.flatMap((role) =>
        role && role.status === '0' ? [inLanguage(lang, role.roleName, role.roleNameEn)] : [],
      );
    },
    async recentSignInsOf(userName, count) {
      const query = loginLogQuerySchema.parse({ pageNum: 1, pageSize: 25, status: '0' });
      const { rows } = await services.loginLog.findEntries(query, userName);
      return rows.slice(0, count).map((row) => ({ loginTime: row.loginTime, ipaddr: row.ipaddr }));
    },
  };
}
