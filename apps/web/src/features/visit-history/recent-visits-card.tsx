import { HistoryOutlined, RightOutlined } from '@ant-design/icons';
import { pageHref } from '@venus/shared';
import { Button, Card, Empty, List, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useVisits } from './visit-history-api.ts';
import './visit-history.css';

const RECENT = 25;

/** Home card: the last pages visited, each reopening with its query. */
export function RecentVisitsCard() {
  const { t } = useTranslation();
  const { data, isPending } = useVisits(1, RECENT);
  const rows = (data?.rows ?? []).slice(0, 8);
  return (
    <Card
      variant="borderless"
      className="venus-home__card"
      title={
        <span className="venus-home__card-title">
          <HistoryOutlined /> {t('visitHistory.recent')}
        </span>
      }
      extra={
        <Link to="/user/userHistory">
          <Button type="link" size="small" className="venus-visits__all">
            {t('visitHistory.all')} <RightOutlined />
          </Button>
        </Link>
      }
    >
      <List
        size="small"
        loading={isPending}
        dataSource={rows}
        split={false}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('visitHistory.empty')} />,
        }}
        renderItem={(visit) => (
          <List.Item className="venus-visits__item">
            <Link to={pageHref(visit.path, visit.query)} className="venus-visits__link">
              <Typography.Text ellipsis>{visit.title}</Typography.Text>
            </Link>
            <Typography.Text type="secondary" className="venus-visits__time">
              {dayjs(visit.visitedAt).format('MM-DD HH:mm')}
            </Typography.Text>
          </List.Item>
        )}
      />
    </Card>
  );
}
