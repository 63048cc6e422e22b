// How every reader of the portal's stored values reads one: the head scripts before any of the page's
// code, the storage door, the stores' codec and page-late.ts's back/forward check. One place for the rule
// of a value's format version (docs/product-rules.md R285, R305): a value a newer build wrote is none to this
// build, to every reader alike. Imports nothing: the head scripts bundle it, and its bytes are on every page.

/**
 * A stored value's JSON: null when there is none or it is not JSON; undefined (which JSON never is) when
 * its `v` is above `version`, this build's format of the key (undefined: the key carries none): a newer
 * build wrote it, and this one leaves it alone.
 */
export function readStoredJson(raw: string | null, version: number | undefined): unknown {
  try {
    const value = JSON.parse(raw as string) as { v?: unknown } | null; // JSON.parse(null) is null
    return typeof value?.v === 'number' && value.v > version! ? undefined : value;
  } catch {
    return null;
  }
}

/** The stored session as the scripts that run before the stores see it: its parts, checked only for being there. */
export interface SessionRecord {
  token: { access_token?: unknown; expires_in?: unknown; issued_at?: unknown };
  user: { storeAccess?: unknown; cnpj_cpf?: unknown; current_client?: { clientCode?: unknown } | null };
}

/**
 * The stored session's record, or null: signed out, not JSON, without a token or a user, or written by a
 * newer build. The stores check it whole (stores/stored-session.ts); one that fails there is signed out
 * to them, and what the head scripts drew from it only a hint.
 */
export function sessionRecordOf(raw: string | null, version: number): SessionRecord | null {
  const value = readStoredJson(raw, version) as Partial<SessionRecord> | null | undefined;
  return value?.token && value.user ? (value as SessionRecord) : null;
}

/** What the head script leaves for the page's first read, which runs after it (src/scripts/session-hints.inline.ts). */
export interface HeadScriptGlobals {
  /** The stored session as the head script read it (null: none; absent: storage blocked). */
  storedSession?: SessionRecord | null;
}
