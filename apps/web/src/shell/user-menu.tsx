import {
  ClearOutlined,
  ContactsOutlined,
  DownOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  HistoryOutlined,
  IdcardOutlined,
  KeyOutlined,
  LogoutOutlined,
  SettingOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { UserInfo } from '@venus/shared';
import { App, Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogout } from '../app/session/session-queries.ts';
import { displayNameOf } from '../app/session/user-display.ts';
import { ChangePasswordDialog } from '../features/account-security/change-password-dialog.tsx';
import { addressBookPath } from '../features/directory/directory-paths.ts';
import { staffRecordPath } from '../features/people/people-api.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { clearLocalState } from './local-state.ts';
import { useFullscreen } from './use-fullscreen.ts';

type MenuItems = NonNullable<MenuProps['items']>;

/**
 * The dropdown under the user's name (spec §1): personal centre, personal settings, visit
 * history, fullscreen, clear cache and log out. Each item's action is keyed by the item's key.
 */
export function UserMenu({ info }: { info: UserInfo }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const logout = useLogout();
  const fullscreen = useFullscreen();
  const name = displayNameOf(info.user, language);
  const [changingPassword, setChangingPassword] = useState(false);

  const confirm = (content: string, onOk: () => Promise<void>) =>
    void modal.confirm({
      title: t('common.notice'),
      content,
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk,
    });

  const actions: Record<string, () => void> = {
    profile: () => void navigate('/user/profile'),
    setting: () => void navigate('/user/setting'),
    visitHistory: () => void navigate('/user/userHistory'),
    addressBook: () => void navigate(addressBookPath(t('pages.addressBook'))),
    // One's own staff record (decision 0059).
    staffRecord: () => void navigate(staffRecordPath(t('pages.myStaffRecord'))),
    changePassword: () => setChangingPassword(true),
    fullscreen: () =>
      void fullscreen.toggle().then((done) => {
        if (!done) void message.warning(t('userMenu.fullscreenUnsupported'));
      }),
    clearCache: () =>
      confirm(t('userMenu.clearCacheConfirm'), async () => {
        // Signing out first unmounts the shell, so nothing writes its state back afterwards.
        await logout();
        clearLocalState();
      }),
    logout: () => confirm(t('shell.logoutConfirm'), logout),
  };

  const items: MenuItems = [
    { key: 'account', label: info.user.userName, disabled: true, className: 'venus-user-menu__account' },
    { type: 'divider' },
    { key: 'profile', icon: <UserOutlined />, label: t('userMenu.profile') },
    { key: 'setting', icon: <SettingOutlined />, label: t('userMenu.setting') },
    { key: 'visitHistory', icon: <HistoryOutlined />, label: t('visitHistory.title') },
    { key: 'addressBook', icon: <ContactsOutlined />, label: t('userMenu.addressBook') },
    { key: 'staffRecord', icon: <IdcardOutlined />, label: t('pages.myStaffRecord') },
    { key: 'changePassword', icon: <KeyOutlined />, label: t('accountSecurity.changePassword') },
    {
      key: 'fullscreen',
      icon: fullscreen.isFullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />,
      label: fullscreen.isFullscreen ? t('userMenu.exitFullscreen') : t('userMenu.fullscreen'),
    },
    { key: 'clearCache', icon: <ClearOutlined />, label: t('userMenu.clearCache') },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('shell.logout') },
  ];

  return (
    <>
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        menu={{ items, onClick: ({ key }) => actions[key]?.() }}
      >
        {/* Named by what it shows, then what it is (WCAG 2.5.3: no aria-label that differs from
            the visible name); the avatar's letter only repeats the name. */}
        <Button type="text" className="venus-header__action venus-user">
          <Avatar size={28} src={info.user.avatar || undefined} className="venus-user__avatar" aria-hidden>
            {name.slice(0, 1).toUpperCase()}
          </Avatar>
          <span className="venus-user__name">{name}</span>
          <span className="venus-visually-hidden">{t('shell.userMenu')}</span>
          <DownOutlined className="venus-user__caret" />
        </Button>
      </Dropdown>
      <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
    </>
  );
}
