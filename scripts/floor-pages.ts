// The floor pages of `npm run audit` (docs/performance.md, "The floor and the ratio gate"): for each
// audited data route, the fastest page that can draw that route's largest element on this stack's
// constraints — a static host, /config.json read at run time, the stored session, a cross-origin service
// over HTTP/2 + TLS. No framework: an inline script reads the config and the session, makes the one call
// the portal makes for that element (same service, headers and bearer), and draws the element with the
// portal's own styles, so it has the size the portal's has. Built in memory for the audit's server only
// (/__floor/<route>): never in dist/, never deployed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServiceName } from '../src/lib/api/client.ts';
import { localKeys } from '../src/lib/storage-keys.ts';

/** Where the audit's server serves a route's floor page. */
export const floorPath = (route: string) => `/__floor${route}`;

/** Stands for the session's client code in a call's path or headers. */
const CLIENT = '{client}';

/** How a floor page gets and draws a route's largest element (Lighthouse's LCP element of the portal's route). */
export interface FloorSpec {
  /** The portal's LCP element on this route, as Lighthouse names it: kept in sight when the portal changes. */
  element: string;
  /** The built page whose inline styles the floor page carries (dist/<page>/index.html). */
  stylesOf: string;
  /** The call the portal makes for it: same service, path and query, method, headers and JSON body (the bearer is added). */
  call: { service: ServiceName; path: string; headers?: Record<string, string>; method?: 'POST'; body?: unknown };
  /**
   * Browser code, the body of `(d, e) => html`: the element's HTML from the answer `d`, inside the same
   * classes as the portal's, so its styles apply; `e` escapes text for HTML.
   */
  draw: string;
}

/** The floor of each audited data route, keyed by route (ids of the demo API's seed, as in the audit). */
export const floorSpecs: Record<string, FloorSpec> = {
  '/campanhas': {
    element: 'ul.campaign-grid > li > article.campaign-card > img.campaign-card__image (the first card, flexible first)',
    stylesOf: 'campanhas',
    call: { service: 'campaignsApi', path: '/campaigns/flexibles/clientCampaignTerm', headers: { flexibleClient: CLIENT } },
    draw: `const src = d[0] && d[0].campaign.banner_data.based_image;
return src ? '<ul class="campaign-grid"><li><article class="campaign-card card"><img class="campaign-card__image" alt="" fetchpriority="high" decoding="async" width="640" height="240" src="' + e(src) + '"></article></li></ul>' : '';`,
  },
  '/campanhas/101': {
    element: 'article.campaign-progress > img.campaign-progress__banner',
    stylesOf: 'campanhas/_',
    call: {
      service: 'campaignsApi',
      path: '/campaigns/flexibles/campaigns/data',
      headers: { flexibleclientid: CLIENT, flexiblecampaignid: '101' },
    },
    draw: `const src = d.campaign.banner_data.based_image;
return src ? '<article class="campaign-progress"><img class="campaign-progress__banner" alt="" width="1200" height="450" fetchpriority="high" src="' + e(src) + '"></article>' : '';`,
  },
  '/pedidos': {
    element: 'div.orders > div.orders__results > section.orders-section > p.muted (orders not yet processed)',
    stylesOf: 'pedidos',
    call: { service: 'clientApi', path: '/client/my-updated-orders?dias_pedido=45&type=todos' },
    draw: `return d.pedidosNaoProcessados.length ? '<div class="orders"><div class="orders__results"><section class="orders-section"><h2 class="orders-section__title">Pedidos recebidos, ainda não processados</h2><p class="muted">Estes pedidos chegaram e logo aparecem no histórico com o andamento completo.</p></section></div></div>' : '';`,
  },
  '/campanhas/detalhes/101': {
    element: 'div#early-view > section > div > img (the first picture, 8:3, drawn by the early view; the carousel draws it again in place)',
    stylesOf: 'campanhas/detalhes/_',
    call: {
      service: 'campaignsApi',
      path: '/campaigns/flexibles/campaigns/details',
      headers: { flexibleclientid: CLIENT, flexiblecampaignid: '101' },
    },
    // The carousel's box takes the picture's 8:3 from swiper's styles, which come with its lazy chunk.
    draw: `const p = d.pictures.find((p) => p.carousel_data.based_image);
return p ? '<section class="carousel"><img class="carousel__image" style="display:block;width:100%;aspect-ratio:8/3;object-fit:cover" alt="" fetchpriority="high" decoding="async" src="' + e(p.carousel_data.based_image) + '"></section>' : '';`,
  },
  '/campanhas-prospera/detalhes/31/PDV': {
    element: 'div.swiper > div.swiper-wrapper > div.swiper-slide > img.carousel__image (the first banner, 2:1)',
    stylesOf: 'campanhas-prospera/detalhes/_/_',
    call: { service: 'campaignsApi', path: '/oldCampaign/pegarBannersCampanha', method: 'POST', body: { campaignId: 31, type: 'PDV' } },
    // The portal's address of a prospera picture: its last segment under /img/campanhas/ (prosperaImageUrl).
    draw: `const file = d[0] && d[0].imagem.split(/[\\\\/]/).filter(Boolean).pop();
return file ? '<section class="carousel"><img class="carousel__image" style="display:block;width:100%;aspect-ratio:2/1;object-fit:cover" alt="" fetchpriority="high" decoding="async" src="/img/campanhas/' + e(encodeURIComponent(file)) + '"></section>' : '';`,
  },
  '/debitos': {
    element: "li > article.card > div.debt__code > p.debt__digits (the first debt's PIX code)",
    stylesOf: 'debitos',
    call: { service: 'clientApi', path: '/client/my-debits' },
    draw: `const codes = d.length ? [d[0].barCode, d[0].pixQrCode].filter(Boolean) : [];
return '<ul class="debts"><li><article class="card debt">' + codes.map((c) => '<div class="debt__code"><p class="debt__digits">' + e(c) + '</p></div>').join('') + '</article></li></ul>';`,
  },
  '/cofiguracao': {
    element: 'div.settings-general > div.profile-photo > div.profile-photo__frame > img.profile-photo__image',
    stylesOf: 'cofiguracao',
    call: { service: 'clientApi', path: '/client/general' },
    draw: `return d.profile ? '<div class="settings-general"><div class="profile-photo"><div class="profile-photo__frame"><img class="profile-photo__image" alt="" width="96" height="96" src="' + e(d.profile) + '"></div></div></div>' : '';`,
  },
  '/pedidos/carrinho': {
    // The audit puts 5 boxes in the cart, below the demo login's minimum order: the floor does not read the cart.
    element: 'div.cart > section.cart-summary > p.gate (the minimum order not reached)',
    stylesOf: 'pedidos/carrinho',
    call: { service: 'productsApi', path: '/client/limits', headers: { 'client-code': CLIENT } },
    draw: `const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(d.Minimoorder);
return '<div class="cart"><section class="cart-summary card"><p class="gate gate--danger">É necessário atingir o pedido mínimo de ' + e(money) + ' reais.</p></section></div>';`,
  },
};

/** The inline styles of a built page, as the portal sends them. */
function portalStyles(dist: string, page: string): string {
  const html = readFileSync(join(dist, page, 'index.html'), 'utf8');
  return [...html.matchAll(/<style[^>]*>[\s\S]*?<\/style>/g)].map(([style]) => style).join('');
}

/** The floor page's script: config and session, the call, the element. */
export function floorScript(spec: FloorSpec): string {
  const headers = JSON.stringify(spec.call.headers ?? {});
  return `(async () => {
const e = (s) => String(s).replace(/[&<>"']/g, (c) => '&#' + c.charCodeAt(0) + ';');
const config = await (await fetch('/config.json')).json();
const session = JSON.parse(localStorage.getItem(${JSON.stringify(localKeys.session)}));
const client = session.user.current_client.clientCode;
const headers = JSON.parse(${JSON.stringify(headers)}.replaceAll(${JSON.stringify(CLIENT)}, client));
headers.Authorization = 'Bearer ' + session.token.access_token;
const url = config.${spec.call.service}.replace(/\\/+$/, '') + ${JSON.stringify(spec.call.path)}.replaceAll(${JSON.stringify(CLIENT)}, client);
const body = ${spec.call.body === undefined ? 'undefined' : JSON.stringify(JSON.stringify(spec.call.body))};
if (body) headers['Content-Type'] = 'application/json';
const d = await (await fetch(url, { method: ${JSON.stringify(spec.call.method ?? 'GET')}, headers, body, cache: 'no-store' })).json();
document.getElementById('conteudo').innerHTML = ((d, e) => {${spec.draw}})(d, e);
})();`;
}

/** A route's floor page. */
export function floorPage(spec: FloorSpec, styles: string): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Piso</title>${styles}</head><body><div class="shell"><main id="conteudo" class="content"></main></div><script>${floorScript(spec)}</script></body></html>`;
}

/** The floor pages of `routes` that have one, by the path the audit's server serves them at. */
export function floorPages(dist: string, routes: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    routes.flatMap((route) => {
      const spec = floorSpecs[route];
      return spec ? [[floorPath(route), floorPage(spec, portalStyles(dist, spec.stylesOf))]] : [];
    }),
  );
}
