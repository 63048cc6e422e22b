// BaseLayout's head script as the build inlines it (src/layouts/head-script.ts): the session hints CSS
// reads before the first paint, and the session it leaves for the page's first read, read as the stores
// read it (src/lib/stored-json.ts; product-rules R285, R305). The tap replay: e2e (R113).
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { headScript } from '../../../src/layouts/head-script.ts';
import { localKeys } from '../../../src/lib/storage-keys.ts';

const session = {
  token: { access_token: 'tok-1', expires_in: 3600, token_type: 'Bearer', issued_at: 1 },
  user: { storeAccess: true, current_client: { clientCode: '100234' } },
};

/** Runs the head script over this storage (key → value, a string as stored, else as JSON; `blocked`: every access throws). */
function head(stored: Record<string, unknown> | 'blocked') {
  const dataset: Record<string, string> = {};
  const window: Record<string, unknown> = {
    document: { documentElement: { dataset }, addEventListener: () => undefined },
    localStorage: {
      getItem: (key: string) => {
        if (stored === 'blocked') throw new Error('SecurityError');
        if (!(key in stored)) return null;
        const value = stored[key];
        return typeof value === 'string' ? value : JSON.stringify(value);
      },
    },
    JSON,
  };
  window['self'] = window;
  runInNewContext(headScript(), window);
  return { dataset, storedSession: window['storedSession'] };
}

describe("BaseLayout's head script", () => {
  it('hints a signed-in session, its store access and the consent, and leaves the session for the first read', () => {
    const { dataset, storedSession } = head({ [localKeys.session]: { ...session, v: 1 }, [localKeys.cookieConsent]: 'yes' });
    expect(dataset).toEqual({ js: '1', auth: 'in', store: '1', consent: '1' });
    expect(storedSession).toEqual({ ...session, v: 1 });
    expect(head({ [localKeys.session]: { ...session, user: { ...session.user, storeAccess: false } } }).dataset.store).toBe('0');
  });

  it("hints nothing for a session a newer build wrote: to this build's stores it is none (R305)", () => {
    const { dataset, storedSession } = head({ [localKeys.session]: { ...session, v: 2 } });
    expect(dataset).toEqual({ js: '1' });
    expect(storedSession).toBeNull();
  });

  it('hints nothing signed out, for a session without a token, or with storage blocked', () => {
    expect(head({}).dataset).toEqual({ js: '1' });
    expect(head({ [localKeys.session]: { user: session.user } }).dataset).toEqual({ js: '1' });
    const blocked = head('blocked');
    expect(blocked.dataset).toEqual({ js: '1' });
    expect(blocked.storedSession).toBeUndefined();
  });
});
