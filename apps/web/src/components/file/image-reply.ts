/**
 * Spec §7 showImage: the reply is an image only when the server sent image bytes; a
 * `download-error` header (or a JSON refusal, or a failed status) means the fallback is shown.
 */
export function isServedImage(reply: {
  ok: boolean;
  headers: { get(name: string): string | null };
}): boolean {
  if (!reply.ok || reply.headers.get('download-error') !== null) return false;
  return (reply.headers.get('content-type') ?? '').startsWith('image/');
}
