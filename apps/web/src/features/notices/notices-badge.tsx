import './notices.css';
import { BellOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { ACKS_CHANGED_EVENT, NOTICE_PERMISSIONS, NOTICES_CHANGED_EVENT } from '@venus/shared';
import { Badge, Button, Tooltip } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { liveEvents } from '../../app/live/live-event-bus.ts';
import { useHasPermission } from '../../app/session/use-permission.ts';
import { noticeKeys, useUnreadCount } from './notices-queries.ts';

/**
 * The bell in the header (decision 0058): unread notices plus acknowledgements waiting for the
 * person, kept current over the live socket — a notice published to them, a notice read in
 * another tab, an acknowledgement sent or confirmed: the count follows without a reload.
 */
export function NoticesBadge() {
  const mayRead = useHasPermission(NOTICE_PERMISSIONS.read);
  return mayRead ? <Bell /> : null;
}

function Bell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data } = useUnreadCount();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: noticeKeys.all });
    const stops = [
      liveEvents.subscribe(NOTICES_CHANGED_EVENT, refresh),
      liveEvents.subscribe(ACKS_CHANGED_EVENT, refresh),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [queryClient]);
  const notices = data?.notices ?? 0;
  const acks = data?.acks ?? 0;
  const label = t('noticeUi.badgeTooltip', { notices, acks });
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        className="venus-header__action venus-notices-badge"
        aria-label={label}
        // Notices first; with none unread, what waits is an acknowledgement.
        onClick={() => void navigate(notices === 0 && acks > 0 ? '/notice/ack' : '/notice/list')}
        icon={
          <Badge
            count={notices + acks}
            size="small"
            overflowCount={99}
            data-unread={notices}
            data-acks={acks}
          >
            <BellOutlined className="venus-notices-badge__icon" />
          </Badge>
        }
      />
    </Tooltip>
  );
}
