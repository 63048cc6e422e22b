// The campaign screens without a client code: they log it and call nothing (product-rules R110). The
// guard sends such a visitor to sign-in first; this is what the screens do if one starts anyway.
import { describe, expect, it, vi } from 'vitest';
import { freshSignedInModules, useFakeFetch } from '../../support/session.ts';
import type { FakeFetch } from '../../support/fake-fetch.ts';

let fake: FakeFetch;
useFakeFetch((created) => (fake = created));

const now = () => Date.UTC(2026, 2, 10, 15);
const campaign = { id: '101' };
/** Each screen, started as its island starts it. */
const screens = {
  'the campaigns home': async () => {
    const screen = (await import('../../../src/lib/screens/campaigns-home.ts')).createCampaignsHomeScreen({ now });
    return { screen, start: () => screen.start() };
  },
  'a campaign’s details': async () => {
    const { createCampaignDetailsScreen } = await import('../../../src/lib/screens/campaign-details.ts');
    const screen = createCampaignDetailsScreen({ now, navigate: () => undefined });
    return { screen, start: () => screen.start(campaign) };
  },
  'a campaign’s progress': async () => {
    const screen = (await import('../../../src/lib/screens/campaign-progress.ts')).createCampaignProgressScreen({ now });
    return { screen, start: () => screen.start(campaign) };
  },
};

describe('campaign screens without a client code (R110)', () => {
  it.each(Object.entries(screens))('%s logs "Usuário não encontrado" and sends nothing', async (_name, create) => {
    await freshSignedInModules(fake, null);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { screen, start } = await create();
    start();
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith('Usuário não encontrado'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fake.calls.filter((call) => call.url !== '/config.json')).toEqual([]);
    expect(screen.$state.get()).toEqual({ state: 'loading' });
    screen.exit();
  });
});
