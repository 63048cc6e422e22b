import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { floorPage, floorPages, floorPath, floorScript, floorSpecs } from '../../../scripts/floor-pages.ts';
import { localKeys } from '../../../src/lib/storage-keys.ts';

const config = {
  campaignsApi: 'https://api.test/campaigns-service/',
  clientApi: 'https://api.test/client-api',
  productsApi: 'https://api.test/p',
};
const session = { token: { access_token: 'tok' }, user: { current_client: { clientCode: '100001' } } };

/** Runs a floor page's script against a fake browser: what it asked the network for and what it drew. */
async function runFloor(route: string, answer: unknown) {
  const calls: Array<{ url: string; init?: RequestInit }> = [];
  const main = { innerHTML: '' };
  let done!: () => void;
  const drawn = new Promise<void>((resolve) => (done = resolve));
  const fetch = (url: string, init?: RequestInit) => {
    calls.push({ url, ...(init && { init }) });
    return Promise.resolve({ json: () => Promise.resolve(url === '/config.json' ? config : answer) });
  };
  const localStorage = { getItem: (key: string) => (key === localKeys.session ? JSON.stringify(session) : null) };
  const document = {
    getElementById: (id: string) => {
      expect(id).toBe('conteudo');
      queueMicrotask(done);
      return main;
    },
  };
  // The page's script as the browser runs it, with these three in place of the browser's.
  runInNewContext(floorScript(floorSpecs[route]!), { fetch, localStorage, document });
  await drawn;
  return { calls, html: main.innerHTML };
}

describe('floor pages', () => {
  it('make the call the portal makes for /campanhas, with the session and the client code, and draw the first card image', async () => {
    const answer = [{ campaign: { banner_data: { based_image: 'https://api.test/a.svg?t=1&x="' } } }];
    const { calls, html } = await runFloor('/campanhas', answer);
    expect(calls[0]!.url).toBe('/config.json');
    expect(calls[1]!.url).toBe('https://api.test/campaigns-service/campaigns/flexibles/clientCampaignTerm');
    expect(calls[1]!.init).toMatchObject({
      method: 'GET',
      cache: 'no-store',
      headers: { flexibleClient: '100001', Authorization: 'Bearer tok' },
    });
    expect(html).toContain('<img class="campaign-card__image"');
    expect(html).toContain('src="https://api.test/a.svg?t=1&#38;x=&#34;"');
  });

  it('send a POST with its JSON body where the portal does (prospera banners), and draw the picture under /img/campanhas/', async () => {
    const { calls, html } = await runFloor('/campanhas-prospera/detalhes/31/PDV', [
      { idprospera_imagens: 1, imagem: 'C:\\fotos\\banner 1.png' },
    ]);
    expect(calls[1]!.init).toMatchObject({
      method: 'POST',
      body: '{"campaignId":31,"type":"PDV"}',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(html).toContain('src="/img/campanhas/banner%201.png"');
  });

  it('draw nothing when the answer has no element to draw', async () => {
    expect((await runFloor('/campanhas/101', { campaign: { banner_data: { based_image: null } } })).html).toBe('');
    expect((await runFloor('/pedidos', { pedidosNaoProcessados: [] })).html).toBe('');
  });

  it('draw the texts of the orders, debts and cart screens from their answers', async () => {
    expect((await runFloor('/pedidos', { pedidosNaoProcessados: [{}] })).html).toContain('Estes pedidos chegaram');
    expect((await runFloor('/debitos', [{ barCode: '123', pixQrCode: '000201' }])).html).toContain('<p class="debt__digits">000201</p>');
    expect((await runFloor('/pedidos/carrinho', { Minimoorder: 300 })).html).toMatch(/pedido mínimo de R\$\s300,00 reais/);
  });

  it('are served only for routes with a floor, with the styles of the built page', () => {
    const dist = mkdtempSync(join(tmpdir(), 'floor-'));
    mkdirSync(join(dist, 'pedidos'));
    writeFileSync(
      join(dist, 'pedidos', 'index.html'),
      '<html><head><style>.muted{color:grey}</style></head><body><script>x()</script></body></html>',
    );
    const pages = floorPages(dist, ['/auth/signin', '/pedidos']);
    expect(Object.keys(pages)).toEqual([floorPath('/pedidos')]);
    expect(pages['/__floor/pedidos']).toBe(floorPage(floorSpecs['/pedidos']!, '<style>.muted{color:grey}</style>'));
    expect(pages['/__floor/pedidos']).not.toContain('x()');
  });
});
