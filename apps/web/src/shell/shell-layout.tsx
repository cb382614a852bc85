import type { UserInfo } from '@venus/shared';
import { Drawer, Layout } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useIsMobile } from '../app/use-device.ts';
import './shell.css';
import { AppHeader } from './app-header.tsx';
import type { MenuEntry, PageEntry } from './route-tree.ts';
import { SideMenu } from './side-menu.tsx';
import { readSidebarCollapsed, writeSidebarCollapsed } from './sidebar-state.ts';

interface ShellLayoutProps {
  info: UserInfo;
  menu: readonly MenuEntry[];
  pages: readonly PageEntry[];
  children: ReactNode;
}

/** Header across the top, the granted menu on the left (a drawer on mobile), the page beside it. */
export function ShellLayout({ info, menu, pages, children }: ShellLayoutProps) {
  const isMobile = useIsMobile();
  const [collapsed, setCollapsed] = useState(readSidebarCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);

  useEffect(() => {
    if (!isMobile) setDrawerOpen(false);
  }, [isMobile]);

  const toggleMenu = () => {
    if (isMobile) {
      setDrawerOpen(!drawerOpen);
      return;
    }
    setCollapsed(!collapsed);
    writeSidebarCollapsed(!collapsed);
  };

  return (
    <Layout className="venus-shell">
      <AppHeader info={info} menuOpen={isMobile ? drawerOpen : !collapsed} onToggleMenu={toggleMenu} />
      <Layout>
        {isMobile ? (
          <Drawer
            placement="left"
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            size={256}
            closable={false}
            styles={{ body: { padding: '8px 0' } }}
          >
            <SideMenu menu={menu} pages={pages} collapsed={false} onNavigate={() => setDrawerOpen(false)} />
          </Drawer>
        ) : (
          <Layout.Sider
            theme="light"
            width={224}
            collapsedWidth={64}
            collapsed={collapsed}
            className="venus-sider"
          >
            <SideMenu menu={menu} pages={pages} collapsed={collapsed} />
          </Layout.Sider>
        )}
        <Layout.Content className="venus-content">{children}</Layout.Content>
      </Layout>
    </Layout>
  );
}
