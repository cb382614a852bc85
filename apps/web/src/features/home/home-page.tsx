import { Avatar, Card, Descriptions, type DescriptionsProps, Flex, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../../app/session/session-queries.ts';
import { displayNameOf } from '../../app/session/user-display.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { greetingOf } from './greeting.ts';
import './home-page.css';

export function HomePage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { data: info } = useUserInfo();
  if (!info) return null;

  const { user, roles } = info;
  const name = displayNameOf(user, language);
  const now = dayjs();
  const account: DescriptionsProps['items'] = [
    { key: 'userName', label: t('home.userName'), children: user.userName },
    { key: 'name', label: t('home.name'), children: name },
    ...(user.userno ? [{ key: 'userno', label: t('home.userno'), children: user.userno }] : []),
    {
      key: 'roles',
      label: t('home.roles'),
      children: roles.length ? (
        <Flex wrap gap={6}>
          {roles.map((role) => (
            <Tag key={role} color="blue" variant="outlined">
              {role}
            </Tag>
          ))}
        </Flex>
      ) : (
        <Typography.Text type="secondary">{t('home.noRoles')}</Typography.Text>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Card variant="borderless" className="venus-home__welcome">
        <Flex align="center" gap={20}>
          <Avatar size={64} src={user.avatar || undefined} className="venus-home__avatar">
            {name.slice(0, 1).toUpperCase()}
          </Avatar>
          <div>
            <Typography.Title level={3} className="venus-home__greeting">
              {t(`home.greeting.${greetingOf(now.hour())}`, { name })}
            </Typography.Title>
            <Typography.Text type="secondary">
              {t('home.today', { date: now.format(t('home.dateFormat')) })}
            </Typography.Text>
          </div>
        </Flex>
      </Card>
      <Card variant="borderless" title={t('home.account')}>
        <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} items={account} />
      </Card>
    </Flex>
  );
}
