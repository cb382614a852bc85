import type { UserInfo } from '@venus/shared';
import { Drawer, Layout } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { LiveMessages } from '../app/live/live-messages.tsx';
import { useIsMobile } from '../app/use-device.ts';
import { DrawerHost } from '../components/drawer/drawer-host.tsx';
import { DownloadProgressList } from '../components/file/download-progress-list.tsx';
import { ExpenseFormHost } from '../features/expenses/expense-form-host.tsx';
import { LoanFormHost } from '../features/loans/loan-form-host.tsx';
import { FloatingTimer } from '../features/worklogs/timer/floating-timer.tsx';
import './shell.css';
import { AppHeader } from './app-header.tsx';
import { PageBreadcrumb } from './breadcrumb/page-breadcrumb.tsx';
import type { MenuEntry, PageEntry } from './route-tree.ts';
import { ShellServices } from './shell-services.tsx';
import { SideMenu } from './side-menu.tsx';
import { readSidebarCollapsed, writeSidebarCollapsed } from './sidebar-state.ts';
import { TabStrip } from './tabs/tab-strip.tsx';
import { TabsProvider } from './tabs/tabs-provider.tsx';
import { useRootFontSize } from './use-root-font-size.ts';
import { PageWatermark } from './watermark/page-watermark.tsx';

interface ShellLayoutProps {
  info: UserInfo;
  menu: readonly MenuEntry[];
  pages: readonly PageEntry[];
  children: ReactNode;
}

/**
 * Header across the top, the granted menu on the left (a drawer on mobile), and beside it the tab
 * strip, the breadcrumb and the page.
 */
export function ShellLayout({ info, menu, pages, children }: ShellLayoutProps) {
  const isMobile = useIsMobile();
  const [collapsed, setCollapsed] = useState(readSidebarCollapsed);
  // Spec §4 Sidebar: on mobile the menu is a drawer, closed by default.
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  useRootFontSize();

  // Crossing the mobile breakpoint either way closes the drawer at once; the desktop sider keeps
  // its remembered state, and the phone starts from a closed drawer without any animation.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the breakpoint crossing is the trigger.
  useEffect(() => {
    setDrawerOpen(false);
  }, [isMobile]);

  // Any navigation (menu, route search, a link in a page) closes the drawer on a phone.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the new path is the trigger.
  useEffect(() => {
    setDrawerOpen(false);
  }, [pathname]);

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
      <ShellServices />
      <LiveMessages userId={info.user.userId} />
      <DrawerHost />
      <DownloadProgressList />
      <ExpenseFormHost />
      <LoanFormHost />
      <FloatingTimer />
      <Layout className="venus-shell">
        <AppHeader info={info} menuOpen={isMobile ? drawerOpen : !collapsed} onToggleMenu={toggleMenu} />
        <Layout>
          {isMobile ? (
            <Drawer
              rootClassName="venus-menu-drawer"
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
              <PageWatermark user={info.user}>{children}</PageWatermark>
            </Layout.Content>
          </Layout>
        </Layout>
      </Layout>
    </TabsProvider>
  );
}
