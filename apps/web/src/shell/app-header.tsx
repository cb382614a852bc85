import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import type { UserInfo } from '@venus/shared';
import { Button, ConfigProvider, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { headerTheme } from '../app/theme.ts';
import { useIsMobile } from '../app/use-device.ts';
import { VenusLogo } from '../components/brand/venus-logo.tsx';
import { LanguageSwitch } from '../components/language-switch.tsx';
import { PendingTasksBadge } from '../features/approvals/pending-tasks-badge.tsx';
import { PageActions } from '../features/home/page-actions.tsx';
import { NoticesBadge } from '../features/notices/notices-badge.tsx';
import { MobileRouteSearch } from './mobile-route-search.tsx';
import { RouteSearchBox } from './route-search/route-search-box.tsx';
import { ServerClock } from './server-clock/server-clock.tsx';
import { UserMenu } from './user-menu.tsx';

interface AppHeaderProps {
  info: UserInfo;
  menuOpen: boolean;
  onToggleMenu: () => void;
}

export function AppHeader({ info, menuOpen, onToggleMenu }: AppHeaderProps) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  return (
    <ConfigProvider theme={headerTheme}>
      <Layout.Header className="venus-header">
        <Button
          type="text"
          className="venus-header__action venus-header__toggle"
          icon={menuOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
          onClick={onToggleMenu}
          aria-label={t('shell.toggleMenu')}
        />
        <Link to="/index" className="venus-header__brand">
          <VenusLogo size={28} />
          <span className="venus-header__name">{t('app.name')}</span>
          <span className="venus-header__subtitle">{t('app.subtitle')}</span>
        </Link>
        <div className="venus-header__spacer" />
        <PageActions />
        <ServerClock />
        <PendingTasksBadge />
        <NoticesBadge />
        {isMobile ? <MobileRouteSearch /> : <RouteSearchBox />}
        <LanguageSwitch className="venus-header__action" />
        <UserMenu info={info} />
      </Layout.Header>
    </ConfigProvider>
  );
}
