/** What reading an answer's JSON body gave: the body, or why there is none. */
export type JsonBody = { read: true; body: unknown } | { read: false; cancelled: boolean };

/**
 * Reads the answer's JSON. A query the page gave up on (its key changed, a newer refetch
 * replaced it) can be aborted after the headers arrived, while the body is still coming: that is
 * the caller's cancellation, not a broken answer. Told apart, it is dropped quietly; a worklog
 * save showed "系统错误" beside "工时已保存" when the week it reloaded was aborted mid-body
 * (issue 27 item 17).
 */
export async function readJsonBody(response: Response, signal: AbortSignal | undefined): Promise<JsonBody> {
  try {
    return { read: true, body: await response.json() };
  } catch {
    // Only the caller's own abort: a timeout cut short is still a failure to report.
    return { read: false, cancelled: signal?.aborted === true };
  }
}
