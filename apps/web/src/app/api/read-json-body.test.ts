import { describe, expect, it } from 'vitest';
import { readJsonBody } from './read-json-body.ts';

/** An answer whose headers arrived and whose body stops when the caller aborts. */
function answerCutBy(controller: AbortController): Response {
  const stream = new ReadableStream<Uint8Array>({
    start(body) {
      body.enqueue(new TextEncoder().encode('{"code":200,"data":{"entries":['));
      controller.signal.addEventListener('abort', () =>
        body.error(new DOMException('The operation was aborted.', 'AbortError')),
      );
    },
  });
  return new Response(stream, { headers: { 'content-type': 'application/json' } });
}

describe('reading an answer’s JSON', () => {
  it('reads a whole answer', async () => {
    const answer = new Response('{"code":200,"msg":"ok"}');
    expect(await readJsonBody(answer, undefined)).toEqual({ read: true, body: { code: 200, msg: 'ok' } });
  });

  it('tells a body cut off by the caller’s own abort from a broken answer', async () => {
    const controller = new AbortController();
    const reading = readJsonBody(answerCutBy(controller), controller.signal);
    controller.abort();
    expect(await reading).toEqual({ read: false, cancelled: true });
  });

  it('calls a body cut off by something else (the timeout) broken, not cancelled', async () => {
    const timeout = new AbortController();
    const reading = readJsonBody(answerCutBy(timeout), new AbortController().signal);
    timeout.abort();
    expect(await reading).toEqual({ read: false, cancelled: false });
  });

  it('calls an answer that is not JSON broken, not cancelled', async () => {
    expect(
      await readJsonBody(new Response('<html>502 Bad Gateway</html>'), new AbortController().signal),
    ).toEqual({
      read: false,
      cancelled: false,
    });
  });
});
