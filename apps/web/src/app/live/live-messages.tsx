import { useQuery } from '@tanstack/react-query';
import { CONFIG_DEFAULTS, type LiveMessage } from '@venus/shared';
import { App, Tag } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api-client.ts';
import { liveEvents } from './live-event-bus.ts';
import { liveSocketAddress } from './live-socket-address.ts';
import { LiveSocketClient } from './live-socket-client.ts';
import './live.css';

const SOCKET_CONFIG_KEY = 'system-socket-prod';

/** The configured socket address; the default when the lookup fails, nothing until it answers. */
function useSocketConfig(): string | undefined {
  const { data, isError } = useQuery({
    queryKey: ['config', SOCKET_CONFIG_KEY],
    queryFn: ({ signal }) =>
      api.message(`/system/config/configKey/${SOCKET_CONFIG_KEY}`, { signal, errorHandling: 'caller' }),
    staleTime: 5 * 60_000,
  });
  return isError ? CONFIG_DEFAULTS[SOCKET_CONFIG_KEY] : data;
}

/**
 * The signed-in user's live-message socket (spec §7): opened once the address is known, closed
 * when the shell unmounts at sign-out. Notices (msg, allUserMsg) show as notifications; the other
 * events reach whichever page subscribed to them on `liveEvents`.
 */
export function LiveMessages({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const configured = useSocketConfig();

  useEffect(() => {
    if (configured === undefined) return;
    // The socket's state on <html data-live-socket>, for support staff and journeys to read.
    const client = new LiveSocketClient(
      liveSocketAddress(configured, window.location, userId),
      liveEvents,
      undefined,
      (state) => {
        document.documentElement.dataset.liveSocket = state;
      },
    );
    client.start();
    return () => client.stop();
  }, [configured, userId]);

  useEffect(() => {
    const show = (message: LiveMessage) => {
      // A message with neither title nor content only raises its eventBus events (a task count
      // to refresh): there is nothing for the person to read.
      if (!message.msgTitle && !message.msgContent) return;
      notification.info({
        className: 'venus-live-notice',
        title: (
          <>
            {message.event === 'allUserMsg' && <Tag color="blue">{t('live.toEveryone')}</Tag>}
            {message.msgTitle || t('live.defaultTitle')}
          </>
        ),
        description: <div className="venus-live-notice-content">{message.msgContent}</div>,
        placement: 'topRight',
        // A notice stays until its reader closes it: a hearing moved must not fade unread.
        duration: 0,
      });
    };
    const stops = [liveEvents.subscribe('msg', show), liveEvents.subscribe('allUserMsg', show)];
    return () => {
      for (const stop of stops) stop();
    };
  }, [notification, t]);

  return null;
}
