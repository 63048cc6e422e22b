// Where to go after signing in. The target comes from the address bar (?redirect=…), so anyone
// can write it: it is accepted only as a path on this site, never as a way off it.

import { signInPath } from './routes.ts';

/** The query parameter that carries the page to come back to after signing in. */
export const redirectParam = 'redirect';

// Any origin works for checking a path's shape in signInUrl: a relative path resolves to the
// same pathname against every origin. '.invalid' can never be a real host (RFC 2606).
const SHAPE_CHECK_ORIGIN = 'https://portal.invalid';

// The URL parser reads '\' as '/' and silently drops tabs and newlines anywhere, so
// '/\evil.com' and '/\t/evil.com' become '//evil.com'. No path of ours contains either.
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

// '/x…' but not '//x…' (another host) nor '/\x…' (the same, to the URL parser).
function isSingleSlashPath(text: string): boolean {
  return text.startsWith('/') && text[1] !== '/' && text[1] !== '\\' && !text.includes('\\');
}

function decodeOnce(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

// A resolved pathname as the browser sends it, decoded once, and that resolved again: what a
// server that decodes '%2F' or '%2E' before routing would see ('/a/..%2F%2Fevil.com' → '//evil.com').
function pathReadings(pathname: string): string[] {
  // A pathname the URL parser wrote from a path that decoded cleanly always decodes: it only adds
  // valid UTF-8 escapes. The fallback (`?? pathname`) keeps the function total should that change.
  /* v8 ignore next */
  const decoded = decodeOnce(pathname) ?? pathname;
  try {
    return [pathname, decoded, new URL(decoded, SHAPE_CHECK_ORIGIN).pathname];
  } catch {
    return [pathname, decoded];
  }
}

// The auth pages (/auth, /auth/signin, /auth/validate-token …): sending a signed-in user back to
// them would loop.
function isAuthPage(path: string): boolean {
  return /^\/auth(?:[/.]|$)/i.test(path);
}

function originOf(origin: string): string | null {
  try {
    const url = new URL(origin);
    return url.origin === 'null' ? null : url.origin;
  } catch {
    return null;
  }
}

/**
 * The page to open after signing in: `raw` as '/pathname?search#hash' when it is a path on this
 * site (`origin`, e.g. location.origin), else null: other hosts, schemes ('javascript:', 'data:'),
 * '//host', backslash and encoded tricks, whitespace or control characters, and the auth pages.
 */
export function safeRedirectPath(raw: string | null | undefined, origin: string): string | null {
  if (typeof raw !== 'string' || raw === '') return null;
  if (/\s/.test(raw) || hasControlCharacter(raw) || !isSingleSlashPath(raw)) return null;
  // The same checks once more on the decoded text: '/%2F%2Fevil.com' or '/%5Cevil.com' are
  // same-site paths to the browser, but a server or a later decode could make them a host.
  const decoded = decodeOnce(raw);
  if (decoded === null || hasControlCharacter(decoded) || !isSingleSlashPath(decoded)) return null;
  const expectedOrigin = originOf(origin);
  if (expectedOrigin === null) return null;
  // By now `raw` is a single-slash path without whitespace or control characters and
  // `expectedOrigin` came out of the URL parser: resolving one against the other neither throws
  // nor lands on another origin. Both checks stay as the last line of defence, so that a gap in
  // the checks above fails closed; no input reaches them today.
  let url: URL;
  try {
    url = new URL(raw, expectedOrigin);
  } catch /* v8 ignore next */ {
    return null;
  }
  /* v8 ignore if */
  if (url.origin !== expectedOrigin) return null;
  // Dot segments can leave a path that starts with '//' ('/.//evil.com' resolves to '//evil.com'),
  // and '/a/../auth' or '/%61uth' are the sign-in pages all the same.
  const readings = pathReadings(url.pathname);
  if (!readings.every(isSingleSlashPath) || readings.some(isAuthPage)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in address that brings the user back to `redirectTo` afterwards ('/auth/signin?redirect=%2Fpedidos'). */
export function signInUrl(redirectTo: string | null): string {
  const path = safeRedirectPath(redirectTo, SHAPE_CHECK_ORIGIN);
  return path === null ? signInPath : `${signInPath}?${redirectParam}=${encodeURIComponent(path)}`;
}
