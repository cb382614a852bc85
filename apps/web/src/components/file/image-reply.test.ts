import { describe, expect, it } from 'vitest';
import { isServedImage } from './image-reply.ts';

const reply = (status: number, headers: Record<string, string>) => new Response(null, { status, headers });

describe('showImage reply', () => {
  it('is an image when the server sent image bytes', () => {
    expect(isServedImage(reply(200, { 'content-type': 'image/png' }))).toBe(true);
  });

  it('falls back on the download-error header, a JSON refusal or a failed status', () => {
    expect(
      isServedImage(
        reply(200, {
          'content-type': 'application/json',
          'download-error': encodeURIComponent('文件不存在'),
        }),
      ),
    ).toBe(false);
    expect(isServedImage(reply(200, { 'content-type': 'image/png', 'download-error': 'x' }))).toBe(false);
    expect(isServedImage(reply(200, { 'content-type': 'application/json' }))).toBe(false);
    expect(isServedImage(reply(502, { 'content-type': 'image/png' }))).toBe(false);
  });
});
