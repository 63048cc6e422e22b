// A data page's first read: the call that decides its largest element, sent by a small inline script in
// the page's head while the HTML is parsed, drawn as the page's early view before React arrives, and handed
// to the API client when the screen makes the same call (docs/performance.md, "Early view"). Plain data and
// one function without imports: the inline script is built from this file.
import type { ServiceName } from './client.ts';

/**
 * One first read: the same service, path with its query, and headers (in the order the API function
 * sends them) as the portal's own call. In the path and the headers' values, `{client}` stands for the
 * session's client code and `{1}`, `{2}`… for the page address's path segments (`/campanhas/101`: `{2}` is 101).
 */
export interface FirstRead {
  service: ServiceName;
  path: string;
  headers?: Record<string, string>;
  /**
   * A POST read's body as the API function sends it: its JSON text, in the same key order, placeholders
   * filled in as in the path (`{3}` unquoted for a number). Absent: a GET. When the filled text is not JSON
   * (the address's segment is no number), nothing is sent. The build gives the method to the inline script
   * apart (head-script.ts), so a GET page carries none of this.
   */
  body?: string;
  /**
   * The answer's field that names a prospera picture by its file on the service's disk: the early view
   * draws it from the portal's address of that file (prosperaImageUrl), as the screen does.
   */
  pictureFileField?: string;
  /**
   * Address hashes that open another view of the page than the one the read draws: nothing is sent then.
   * The build gives them to the inline script apart (head-script.ts), so a page without any carries no check.
   */
  otherViews?: readonly string[];
}

/** The first read of each page that has one, by the name its page passes to PortalLayout. */
export const firstReads = {
  /** /campanhas: the flexible campaigns, whose first card leads the list (getFlexibleCampaigns). */
  campaignsHome: { service: 'campaignsApi', path: '/campaigns/flexibles/clientCampaignTerm', headers: { flexibleClient: '{client}' } },
  /** /campanhas/:id: the campaign's name and banner (getFlexibleCampaignData). */
  campaignProgress: {
    service: 'campaignsApi',
    path: '/campaigns/flexibles/campaigns/data',
    headers: { flexibleclientid: '{client}', flexiblecampaignid: '{2}' },
  },
  /** /campanhas/detalhes/:id: the campaign's first picture, name and description (getCampaignDetails). */
  campaignDetails: {
    service: 'campaignsApi',
    path: '/campaigns/flexibles/campaigns/details',
    headers: { flexibleclientid: '{client}', flexiblecampaignid: '{3}' },
  },
  /** /campanhas-prospera/detalhes/:id/:type: the banners, whose first leads the page (getProsperaCampaignBanners). */
  prosperaDetails: {
    service: 'campaignsApi',
    path: '/oldCampaign/pegarBannersCampanha',
    // The API client's headers for a JSON body (ofetch adds the Accept).
    headers: { 'Content-Type': 'application/json', accept: 'application/json' },
    body: '{"campaignId":{3},"type":"{4}"}',
    pictureFileField: 'imagem',
  },
  /** /debitos: the open debts, whose first one's codes lead the page (getDebts). */
  debts: { service: 'clientApi', path: '/client/my-debits' },
  /** /pedidos: the history of the screen's first filters, 45 days and every type (getUpdatedOrders). */
  ordersHistory: { service: 'clientApi', path: '/client/my-updated-orders?dias_pedido=45&type=todos' },
  /** /cofiguracao: the account's data, whose profile photo leads the 'Geral' tab (getAccountGeneral); the other tabs open by hash. */
  accountGeneral: { service: 'clientApi', path: '/client/general', otherViews: ['#senha', '#equipe', '#notificacao'] },
} as const satisfies Record<string, FirstRead>;

export type FirstReadName = keyof typeof firstReads;

/** What the session and the page's address give a first read. */
export interface FirstReadContext {
  clientCode: string;
  /** `location.pathname`. */
  pathname: string;
}

/**
 * The read with its placeholders filled (in its path, headers' values and body); undefined when the address
 * lacks a segment it names. A segment goes in as the address has it (URL-encoded), in the path and in a header alike: a header
 * the screen would send decoded then differs, and the screen asks for itself (the hand-over compares headers).
 */
export function fillFirstRead(read: FirstRead, context: FirstReadContext): FirstRead | undefined {
  const segments = context.pathname.split('/');
  let missing = false;
  // An address's segments carry no quote or backslash (they are URL-encoded): safe inside the JSON text.
  const filled = JSON.stringify(read).replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = name === 'client' ? context.clientCode : segments[Number(name)];
    if (!value) missing = true;
    return value ?? '';
  });
  return missing ? undefined : (JSON.parse(filled) as FirstRead);
}
