/**
 * A `:title` path segment as people read it. The browser keeps a pathname percent-encoded
 * (`/role/usersByRole/%E5%BE%8B%E5%B8%88`) and react-router's matchPath leaves parameters as
 * they are, so a Chinese title would name its tab and crumb in escapes. A malformed escape is
 * shown as typed rather than breaking the shell.
 */
export function pathTitle(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
