import { describe, expect, it } from 'vitest';
import { liveSocketAddress } from './live-socket-address.ts';

const page = { protocol: 'https:', host: 'venus.firm.cn' };

describe('live socket address', () => {
  it('uses this server and the secure scheme of the page when the config is empty', () => {
    expect(liveSocketAddress('', page, 7)).toBe('wss://venus.firm.cn/venus-api/websocket?userId=7');
    expect(liveSocketAddress(' ', { protocol: 'http:', host: 'localhost:8080' }, 7)).toBe(
      'ws://localhost:8080/venus-api/websocket?userId=7',
    );
  });

  it('takes a configured path on this server', () => {
    expect(liveSocketAddress('/live/socket', page, 3)).toBe('wss://venus.firm.cn/live/socket?userId=3');
  });

  it('takes a full address as it is, turning http into ws', () => {
    expect(liveSocketAddress('wss://push.firm.cn/ws', page, 3)).toBe('wss://push.firm.cn/ws?userId=3');
    expect(liveSocketAddress('http://10.0.0.5:9000/ws', page, 3)).toBe('ws://10.0.0.5:9000/ws?userId=3');
  });

  it('replaces a userId already in the configured address', () => {
    expect(liveSocketAddress('/ws?userId=1&x=2', page, 9)).toBe('wss://venus.firm.cn/ws?userId=9&x=2');
  });
});
