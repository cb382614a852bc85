import type { Language } from '@venus/shared';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { DataColumn } from '../../components/data-table/data-column.ts';
import { localName } from '../../components/format/local-name.ts';
import { EnabledStatusTag } from '../../components/status/enabled-status.tsx';
import { MenuIcon } from '../../shell/menu-icons.tsx';
import type { MenuRow } from './menus-api.ts';

const TYPE_COLOURS = { M: 'blue', C: 'green', F: 'default' } as const;

export function menuColumns(t: TFunction, language: Language): DataColumn<MenuRow>[] {
  return [
    {
      prop: 'menuName',
      name: t('menusAdmin.menuName'),
      width: 260,
      noHide: true,
      render: (_value, row) => (
        <span className="venus-menu-name">
          {row.menuType === 'F' ? null : <MenuIcon id={row.icon} />}
          {localName(language, row.menuName, row.menuNameEn)}
        </span>
      ),
    },
    {
      prop: 'menuType',
      name: t('menusAdmin.type'),
      width: 90,
      render: (value) => (
        <Tag color={TYPE_COLOURS[value as MenuRow['menuType']]}>{t(`menusAdmin.types.${String(value)}`)}</Tag>
      ),
    },
    { prop: 'orderNum', name: t('menusAdmin.orderNum'), width: 80 },
    {
      prop: 'perms',
      name: t('menusAdmin.perms'),
      width: 200,
      render: (value) => (value ? <code>{String(value)}</code> : null),
    },
    { prop: 'path', name: t('menusAdmin.path'), width: 140 },
    { prop: 'component', name: t('menusAdmin.component'), width: 200 },
    {
      prop: 'visible',
      name: t('menusAdmin.visible'),
      width: 90,
      render: (value, row) =>
        row.menuType === 'F' ? null : value ? (
          <Tag color="green">{t('menusAdmin.shown')}</Tag>
        ) : (
          <Tag>{t('menusAdmin.hidden')}</Tag>
        ),
    },
    {
      prop: 'status',
      name: t('field.status'),
      width: 90,
      render: (value) => <EnabledStatusTag status={value} t={t} />,
    },
  ];
}
