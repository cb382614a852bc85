import { describe, expect, it } from 'vitest';
import { ClientCode } from './api-error.ts';
import { decideErrorAction } from './error-policy.ts';

describe('decideErrorAction (spec §8 error catalogue)', () => {
  it('logs out on 401', () => {
    expect(decideErrorAction(401, 'expired')).toEqual({ kind: 'logout' });
  });

  it('shows the fixed no-permission text on 403, whatever the server says', () => {
    expect(decideErrorAction(403, 'Forbidden')).toEqual({ kind: 'toast', messageKey: 'error.forbidden' });
  });

  it('shows the fixed resource-missing text on 404', () => {
    expect(decideErrorAction(404, '')).toEqual({ kind: 'toast', messageKey: 'error.notFound' });
  });

  it('shows the server message on 500', () => {
    expect(decideErrorAction(500, '用户名或密码错误')).toEqual({
      kind: 'toast',
      messageKey: 'error.system',
      text: '用户名或密码错误',
    });
  });

  it('falls back to the system-error text when a failure carries no message', () => {
    expect(decideErrorAction(500, '  ')).toEqual({
      kind: 'toast',
      messageKey: 'error.system',
      text: undefined,
    });
    expect(decideErrorAction(409, undefined)).toEqual({
      kind: 'toast',
      messageKey: 'error.system',
      text: undefined,
    });
  });

  it('shows the message of any other code', () => {
    expect(decideErrorAction(400, '用户名不能为空')).toMatchObject({ kind: 'toast', text: '用户名不能为空' });
  });

  it('alerts and then closes the tab on 10001', () => {
    expect(decideErrorAction(10001, 'record closed')).toEqual({
      kind: 'alertThenCloseTab',
      messageKey: 'error.system',
      text: 'record closed',
    });
  });

  it('opens the password prompt on 10016', () => {
    expect(decideErrorAction(10016, '')).toEqual({ kind: 'passwordPrompt' });
  });

  it('rejects 204 and 501 silently', () => {
    expect(decideErrorAction(204, 'x')).toEqual({ kind: 'silent' });
    expect(decideErrorAction(501, 'x')).toEqual({ kind: 'silent' });
  });

  it('says the system is busy on a timeout, throttled', () => {
    expect(decideErrorAction(ClientCode.TIMEOUT)).toEqual({
      kind: 'toast',
      messageKey: 'request.timeout',
      throttled: true,
    });
  });

  it('says the network is unstable on a network error, throttled', () => {
    expect(decideErrorAction(ClientCode.NETWORK)).toEqual({
      kind: 'toast',
      messageKey: 'request.network',
      throttled: true,
    });
  });

  it('reports a status-code failure as a system error', () => {
    expect(decideErrorAction(ClientCode.HTTP_FAILURE)).toMatchObject({ messageKey: 'error.system' });
  });

  it('stays quiet when the caller cancelled the request', () => {
    expect(decideErrorAction(ClientCode.CANCELLED)).toEqual({ kind: 'silent' });
  });
});
