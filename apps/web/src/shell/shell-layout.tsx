import type { UserInfo } from '@venus/shared';
import { Drawer, Layout } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useIsMobile } from '../app/use-device.ts';
import './shell.css';
import { AppHeader } from './app-header.tsx';
import { PageBreadcrumb } from './breadcrumb/page-breadcrumb.tsx';
import type { MenuEntry, PageEntry } from './route-tree.ts';
import { SideMenu } from './side-menu.tsx';
import { readSidebarCollapsed, writeSidebarCollapsed } from './sidebar-state.ts';
import { TabStrip } from './tabs/tab-strip.tsx';
import { TabsProvider } from './tabs/tabs-provider.tsx';
import { useTabs } from './tabs/use-tabs.ts';

interface ShellLayoutProps {
  info: UserInfo;
  menu: readonly MenuEntry[];
  pages: readonly PageEntry[];
  children: ReactNode;
}

/** The page, remounted from scratch when its tab is refreshed. */
function RefreshablePage({ children }: { children: ReactNode }) {
  const { refreshKey } = useTabs();
  return (
    <div key={refreshKey} className="venus-page">
      {children}
    </div>
  );
}

/**
 * Header across the top, the granted menu on the left (a drawer on mobile), and beside it the tab
 * strip, the breadcrumb and the page.
 */
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
    <TabsProvider pages={pages}>
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
          <Layout className="venus-main">
            <TabStrip />
            <Layout.Content className="venus-content">
              <PageBreadcrumb menu={menu} pages={pages} />
              <RefreshablePage>{children}</RefreshablePage>
            </Layout.Content>
          </Layout>
        </Layout>
      </Layout>
    </TabsProvider>
  );
}
