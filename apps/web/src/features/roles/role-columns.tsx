import type { Language } from '@venus/shared';
import type { TFunction } from 'i18next';
import type { DataColumn } from '../../components/data-table/data-column.ts';
import { formatDateTime } from '../../components/format/format.ts';
import { localName } from '../../components/format/local-name.ts';
import { EnabledStatusTag } from '../../components/status/enabled-status.tsx';
import type { RoleRow } from './roles-api.ts';

export function roleColumns(t: TFunction, language: Language): DataColumn<RoleRow>[] {
  return [
    {
      prop: 'roleName',
      name: t('rolesAdmin.roleName'),
      // With the operations fixed at the right, these fit 1440 px beside the menu: wider, the
      // table scrolled and 创建时间 sat half under the operations (issue 27 item 7).
      width: 160,
      noHide: true,
      sortable: true,
      render: (_value, row) => localName(language, row.roleName, row.roleNameEn),
    },
    {
      prop: 'roleKey',
      name: t('rolesAdmin.roleKey'),
      width: 150,
      sortable: true,
      render: (value) => <code>{String(value)}</code>,
    },
    { prop: 'roleSort', name: t('rolesAdmin.roleSort'), width: 90, sortable: true },
    {
      prop: 'status',
      name: t('field.status'),
      width: 100,
      render: (value) => <EnabledStatusTag status={value} t={t} />,
    },
    { prop: 'remark', name: t('field.remark'), width: 160 },
    {
      prop: 'createdAt',
      name: t('rolesAdmin.createdAt'),
      width: 210,
      sortable: true,
      render: (value) => formatDateTime(value as string),
    },
  ];
}
