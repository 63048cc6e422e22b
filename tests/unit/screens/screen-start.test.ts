// The early start (startEarly): a screen's calls start in a task of their own, queued as the island's
// module runs, and only for a signed-in user (docs/performance.md, "The early start in a task of its own").
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakeFetch } from '../../support/fake-fetch.ts';
import { freshSignedInModules, testSession, useFakeFetch } from '../../support/session.ts';

let fake: FakeFetch;
useFakeFetch((created) => (fake = created));

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

async function startEarlySignedIn(session: unknown) {
  await freshSignedInModules(fake, session);
  const { startEarly } = await import('../../../src/lib/screens/screen-start.ts');
  // In a browser: startEarly does nothing in the build (SSR, no window). Stubbed once the session's store
  // has read the stored session from the test storage.
  vi.stubEnv('SSR', false);
  vi.stubGlobal('window', {});
  return startEarly;
}

afterEach(() => vi.unstubAllEnvs());

describe('startEarly', () => {
  it('runs the start in the next task, not in the one that evaluates the module', async () => {
    const startEarly = await startEarlySignedIn(testSession());
    const start = vi.fn();
    startEarly(start);
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(start).not.toHaveBeenCalled();
    await nextTask();
    expect(start).toHaveBeenCalledOnce();
  });

  it('starts nothing signed out', async () => {
    const startEarly = await startEarlySignedIn(null);
    const start = vi.fn();
    startEarly(start);
    await nextTask();
    await nextTask();
    expect(start).not.toHaveBeenCalled();
  });
});
