import { SettingOutlined, UserOutlined } from '@ant-design/icons';
import { arrangeWorkbench, type WorkbenchCard } from '@venus/shared';
import { Avatar, Button, Card, Descriptions, type DescriptionsProps, Flex, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUserInfo } from '../../app/session/session-queries.ts';
import { displayNameOf } from '../../app/session/user-display.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { SharesCard } from '../shares/index.ts';
import { ShortcutsCard } from '../shortcuts/index.ts';
import { RecentVisitsCard } from '../visit-history/index.ts';
import { greetingOf } from './greeting.ts';
import { useHomeLayout } from './home-api.ts';
import { QuickStartCard } from './quick-start-card.tsx';
import './home-page.css';

function AccountCard() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { data: info } = useUserInfo();
  if (!info) return null;
  const { user, roles } = info;
  const items: DescriptionsProps['items'] = [
    { key: 'userName', label: t('home.userName'), children: user.userName },
    { key: 'name', label: t('home.name'), children: displayNameOf(user, language) },
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
    <Card
      variant="borderless"
      className="venus-home__card"
      title={
        <span className="venus-home__card-title">
          <UserOutlined /> {t('home.account')}
        </span>
      }
    >
      <Descriptions column={{ xs: 1, sm: 2, lg: 4 }} items={items} />
    </Card>
  );
}

/** Cards that read best wide span the row; the others pair up on a wide screen. */
const WIDE: ReadonlySet<WorkbenchCard> = new Set(['quickStart', 'account']);

/** Spec §2 /index: the home "workbench", its cards in the person's chosen order. */
export function HomePage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { data: info } = useUserInfo();
  const layout = useHomeLayout();
  if (!info) return null;

  const { user } = info;
  const name = displayNameOf(user, language);
  const now = dayjs();
  const cards: Record<WorkbenchCard, ReactNode> = {
    quickStart: <QuickStartCard saved={layout.data?.quickStart ?? null} />,
    shortcuts: <ShortcutsCard />,
    shares: <SharesCard />,
    recentVisits: <RecentVisitsCard />,
    account: <AccountCard />,
  };
  const shown = layout.isPending ? [] : arrangeWorkbench(layout.data?.workbench ?? null);

  return (
    <div className="venus-home">
      <section className="venus-home__welcome">
        <Avatar size={56} src={user.avatar || undefined} className="venus-home__avatar">
          {name.slice(0, 1).toUpperCase()}
        </Avatar>
        <div className="venus-home__hello">
          <Typography.Title level={3} className="venus-home__greeting">
            {t(`home.greeting.${greetingOf(now.hour())}`, { name })}
          </Typography.Title>
          <Typography.Text className="venus-home__today">
            {t('home.today', { date: now.format(t('home.dateFormat')) })}
          </Typography.Text>
        </div>
        <Link to="/home/settingWorkbench" className="venus-home__arrange">
          <Button icon={<SettingOutlined />} ghost>
            {t('workbench.arrange')}
          </Button>
        </Link>
      </section>
      <div className="venus-home__cards">
        {shown.map((card) => (
          <div
            key={card}
            className={WIDE.has(card) ? 'venus-home__slot venus-home__slot--wide' : 'venus-home__slot'}
          >
            {cards[card]}
          </div>
        ))}
      </div>
    </div>
  );
}
