import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { MenuIcon } from './menu-icons.tsx';
import { ancestorKeys, nextOpenKeys } from './menu-open-keys.ts';
import type { MenuEntry, PageEntry } from './route-tree.ts';

type MenuItem = NonNullable<MenuProps['items']>[number];

function toMenuItem(entry: MenuEntry): MenuItem {
  const icon = <MenuIcon id={entry.icon} />;
  if (entry.children)
    return { key: entry.key, icon, label: entry.title, children: entry.children.map(toMenuItem) };
  const label = entry.external ? (
    <a href={entry.key} target="_blank" rel="noopener noreferrer">
      {entry.title}
    </a>
  ) : (
    entry.title
  );
  return { key: entry.key, icon, label };
}

/** The menu entry to highlight: the page itself, or the entry a hidden page names as active. */
function activeKeyOf(pathname: string, pages: readonly PageEntry[]): string {
  const page = pages.find((entry) => matchPath(entry.path, pathname));
  return page?.activeMenu ?? page?.path ?? pathname;
}

interface SideMenuProps {
  menu: readonly MenuEntry[];
  pages: readonly PageEntry[];
  collapsed: boolean;
  onNavigate?: () => void;
}

export function SideMenu({ menu, pages, collapsed, onNavigate }: SideMenuProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const selectedKey = activeKeyOf(pathname, pages);
  const items = useMemo(() => menu.map(toMenuItem), [menu]);
  const [openKeys, setOpenKeys] = useState<string[]>(() => ancestorKeys(menu, selectedKey));
  // The menu is rebuilt whenever its titles change (a language switch, the firm's texts arriving
  // from the server): only a new page or a different set of entries may fold the open directories.
  const route = ancestorKeys(menu, selectedKey).join('\n');

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page re-folds the menu to its directory, even within the same one
  useEffect(() => {
    setOpenKeys(route ? route.split('\n') : []);
  }, [route, selectedKey]);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (/^https?:\/\//i.test(key)) return;
    if (key !== pathname) void navigate(key);
    onNavigate?.();
  };

  return (
    <Menu
      mode="inline"
      className="venus-side-menu"
      items={items}
      selectedKeys={[selectedKey]}
      onClick={onClick}
      onOpenChange={(keys) => setOpenKeys(nextOpenKeys(menu, openKeys, keys))}
      {...(collapsed ? {} : { openKeys })}
    />
  );
}
