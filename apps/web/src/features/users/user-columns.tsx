import { type Language, USER_STATUS, type UserStatus } from '@venus/shared';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { DataColumn } from '../../components/data-table/data-column.ts';
import { formatDateTime } from '../../components/format/format.ts';
import { localName } from './user-names.ts';
import type { OrgUnit, RoleOption, UserRow } from './users-api.ts';

const STATUS_COLOR: Record<UserStatus, string> = {
  [USER_STATUS.inService]: 'success',
  [USER_STATUS.disabled]: 'warning',
  [USER_STATUS.departed]: 'default',
};

export function UserStatusTag({ status, t }: { status: UserStatus; t: TFunction }) {
  return <Tag color={STATUS_COLOR[status] ?? 'default'}>{t(`userLifecycle.status.${status}`)}</Tag>;
}

/** The users table's columns; department, office and role ids shown by name in the reader's language. */
export function userColumns(
  t: TFunction,
  language: Language,
  units: ReadonlyMap<number, OrgUnit>,
  roles: ReadonlyMap<number, RoleOption>,
): DataColumn<UserRow>[] {
  const unitName = (id: number | null) => {
    const unit = id === null ? undefined : units.get(id);
    return unit ? localName(language, unit.deptName, unit.deptNameEn) : '';
  };
  return [
    { prop: 'userno', name: t('field.userno'), width: 130, sortable: true },
    { prop: 'nickName', name: t('field.nickName'), width: 120, noHide: true },
    { prop: 'nameEn', name: t('field.nameEn'), width: 150 },
    { prop: 'userName', name: t('field.userName'), width: 150, sortable: true },
    {
      prop: 'deptId',
      name: t('usersAdmin.group'),
      width: 160,
      render: (_value, row) => unitName(row.deptId),
    },
    {
      prop: 'officeId',
      name: t('field.officeId'),
      width: 110,
      render: (_value, row) => unitName(row.officeId),
    },
    {
      prop: 'roleIds',
      name: t('field.roleIds'),
      width: 180,
      render: (_value, row) =>
        row.roleIds
          .map((id) => roles.get(id))
          .filter((role): role is RoleOption => role !== undefined)
          .map((role) => localName(language, role.roleName, role.roleNameEn))
          .join(', '),
    },
    { prop: 'email', name: t('field.email'), width: 220 },
    { prop: 'phonenumber', name: t('field.phonenumber'), width: 140 },
    { prop: 'officePhone', name: t('field.officePhone'), width: 150 },
    { prop: 'seat', name: t('field.seat'), width: 110 },
    {
      prop: 'status',
      name: t('field.status'),
      width: 90,
      render: (_value, row) => <UserStatusTag status={row.status} t={t} />,
    },
    {
      prop: 'createdAt',
      name: t('usersAdmin.createdAt'),
      width: 170,
      sortable: true,
      render: (value) => formatDateTime(value as string),
    },
    { prop: 'remark', name: t('field.remark'), width: 200 },
  ];
}
