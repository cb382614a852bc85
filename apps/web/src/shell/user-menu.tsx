import { DownOutlined, LogoutOutlined } from '@ant-design/icons';
import type { UserInfo } from '@venus/shared';
import { App, Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../app/session/session-queries.ts';
import { displayNameOf } from '../app/session/user-display.ts';
import { useLanguage } from '../i18n/use-language.ts';

export function UserMenu({ info }: { info: UserInfo }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { modal } = App.useApp();
  const logout = useLogout();
  const name = displayNameOf(info.user, language);

  const confirmLogout = () => {
    void modal.confirm({
      title: t('common.notice'),
      content: t('shell.logoutConfirm'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: logout,
    });
  };

  const items: MenuProps['items'] = [
    { key: 'account', label: info.user.userName, disabled: true, className: 'venus-user-menu__account' },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('shell.logout') },
  ];

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{ items, onClick: ({ key }) => key === 'logout' && confirmLogout() }}
    >
      <Button type="text" className="venus-header__action venus-user" aria-label={t('shell.userMenu')}>
        <Avatar size={28} src={info.user.avatar || undefined} className="venus-user__avatar">
          {name.slice(0, 1).toUpperCase()}
        </Avatar>
        <span className="venus-user__name">{name}</span>
        <DownOutlined className="venus-user__caret" />
      </Button>
    </Dropdown>
  );
}
