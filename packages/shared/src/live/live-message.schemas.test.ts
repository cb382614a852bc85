import { describe, expect, it } from 'vitest';
import { liveMessageSchema, sendNoticeSchema, splitEventBus } from './live-message.schemas.ts';

describe('live message', () => {
  it('splits eventBus on commas, dropping blanks and spaces', () => {
    expect(splitEventBus(' refreshTodo, ,refreshCaseList ')).toEqual(['refreshTodo', 'refreshCaseList']);
    expect(splitEventBus('')).toEqual([]);
  });

  it('accepts the five socket events only', () => {
    expect(liveMessageSchema.safeParse({ event: 'timerMsg' }).success).toBe(true);
    expect(liveMessageSchema.safeParse({ event: 'chat' }).success).toBe(false);
  });

  it('refuses an eventBus name that is not a word', () => {
    expect(liveMessageSchema.safeParse({ event: 'msg', eventBus: 'a,b c' }).success).toBe(false);
    expect(liveMessageSchema.safeParse({ event: 'msg', eventBus: 'a,<script>' }).success).toBe(false);
    expect(liveMessageSchema.parse({ event: 'msg', eventBus: 'a.b,c:d' }).eventBus).toBe('a.b,c:d');
  });
});

describe('notice', () => {
  it('needs a user when sent to one user, and none when sent to all', () => {
    const toUser = sendNoticeSchema.safeParse({ recipient: 'user', msgTitle: 't', msgContent: 'c' });
    expect(toUser.error?.issues[0]).toMatchObject({ path: ['userId'], message: 'validation.required' });
    expect(sendNoticeSchema.safeParse({ recipient: 'all', msgTitle: 't', msgContent: 'c' }).success).toBe(
      true,
    );
  });
});
