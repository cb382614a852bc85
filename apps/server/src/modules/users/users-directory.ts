/** What the users module needs to know about departments and roles, asked of their modules. */
export interface UnitName {
  deptId: number;
  deptName: string;
  deptNameEn: string;
  kind: string;
}

export interface RoleName {
  roleId: number;
  roleName: string;
  roleNameEn: string;
  roleKey: string;
}

export interface UserDirectory {
  units: () => Promise<UnitName[]>;
  roles: () => Promise<RoleName[]>;
}
