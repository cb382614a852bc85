import type { LiveMessage } from '@venus/shared';
import { describe, expect, it } from 'vitest';
import { LiveEventBus } from './live-event-bus.ts';

const message = (overrides: Partial<LiveMessage> = {}): LiveMessage => ({
  event: 'msg',
  msgTitle: 'Title',
  msgContent: 'Content',
  eventBus: '',
  ...overrides,
});

describe('live event bus', () => {
  it('raises the message under its own socket event', () => {
    const bus = new LiveEventBus();
    const heard: LiveMessage[] = [];
    bus.subscribe('msg', (m) => heard.push(m));
    bus.subscribe('timerMsg', () => heard.push(message({ msgTitle: 'wrong' })));
    bus.raise(message());
    expect(heard).toEqual([message()]);
  });

  it('raises every event listed in eventBus as well, each once', () => {
    const bus = new LiveEventBus();
    const heard: string[] = [];
    for (const event of ['eciProgressMsg', 'refreshCaseList', 'refreshTodo', 'other']) {
      bus.subscribe(event, () => heard.push(event));
    }
    bus.raise(message({ event: 'eciProgressMsg', eventBus: 'refreshCaseList, refreshTodo,refreshCaseList' }));
    expect(heard).toEqual(['eciProgressMsg', 'refreshCaseList', 'refreshTodo']);
  });

  it('stops calling a handler once unsubscribed, keeping the others', () => {
    const bus = new LiveEventBus();
    const heard: string[] = [];
    const stop = bus.subscribe('msg', () => heard.push('first'));
    bus.subscribe('msg', () => heard.push('second'));
    stop();
    bus.raise(message());
    expect(heard).toEqual(['second']);
  });

  it('lets the other handlers run when one throws', () => {
    const bus = new LiveEventBus();
    const heard: string[] = [];
    const original = console.error;
    console.error = () => {};
    try {
      bus.subscribe('msg', () => {
        throw new Error('broken page');
      });
      bus.subscribe('msg', () => heard.push('still here'));
      bus.raise(message());
    } finally {
      console.error = original;
    }
    expect(heard).toEqual(['still here']);
  });
});
