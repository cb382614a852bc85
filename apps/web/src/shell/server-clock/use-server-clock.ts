import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../app/api/api-client.ts';
import { CLOCK_TICK_MS, clockOffset, serverNow } from './clock-offset.ts';

/** Re-measured now and then: either clock may drift, or be set, while the app stays open. */
const RESYNC_MS = 10 * 60_000;

async function measureOffset(signal: AbortSignal): Promise<number> {
  const sentAt = Date.now();
  const serverTime = await api.get<number>('/tools/general/getTime', { signal, errorHandling: 'caller' });
  return clockOffset(sentAt, Date.now(), serverTime);
}

/** The server's time, ticking every second; null until the server has answered once. */
export function useServerClock(): number | null {
  const { data: offset } = useQuery({
    queryKey: ['server-clock'],
    queryFn: ({ signal }) => measureOffset(signal),
    staleTime: RESYNC_MS,
    refetchInterval: RESYNC_MS,
  });
  const [now, setNow] = useState<number | null>(null);

  useEffect(() => {
    if (offset === undefined) return;
    const tick = () => setNow(serverNow(Date.now(), offset));
    tick();
    const timer = setInterval(tick, CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, [offset]);

  return now;
}
