import { AppstoreOutlined } from '@ant-design/icons';
import { MENU_ICONS } from './menu-icon-table.ts';

/** A menu's icon by its id; an id outside the table (a typo in a menu row) gets a neutral one. */
export function MenuIcon({ id }: { id: number }) {
  const Icon = MENU_ICONS[id] ?? AppstoreOutlined;
  return <Icon />;
}
