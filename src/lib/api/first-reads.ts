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
  /** /debitos: the open debts, whose first one's codes lead the page (getDebts). */
  debts: { service: 'clientApi', path: '/client/my-debits' },
  /** /pedidos: the history of the screen's first filters, 45 days and every type (getUpdatedOrders). */
  ordersHistory: { service: 'clientApi', path: '/client/my-updated-orders?dias_pedido=45&type=todos' },
  /** /cofiguracao: the account's data, whose profile photo leads the 'Geral' tab (getAccountGeneral); the other tabs open by hash. */
  accountGeneral: { service: 'clientApi', path: '/client/general', otherViews: ['#senha', '#equipe', '#notificacao'] },
} as const satisfies Record<string, FirstRead>;

/**
 * The longest a page with an early view holds its island scripts back (ms from the head): they follow the
 * early view's paint, but a slow read or image must not keep the screen from working for long.
 */
export const holdCapMs = 3000;

export type FirstReadName = keyof typeof firstReads;

/** What the session and the page's address give a first read. */
export interface FirstReadContext {
  clientCode: string;
  /** `location.pathname`. */
  pathname: string;
}

/**
 * The read's path and headers with its placeholders filled; undefined when the address lacks a segment it
 * names. A segment goes in as the address has it (URL-encoded), in the path and in a header alike: a header
 * the screen would send decoded then differs, and the screen asks for itself (the hand-over compares headers).
 */
export function fillFirstRead(read: FirstRead, context: FirstReadContext): { path: string; headers: Record<string, string> } | undefined {
  const segments = context.pathname.split('/');
  let missing = false;
  // An address's segments carry no quote or backslash (they are URL-encoded): safe inside the JSON text.
  const filled = JSON.stringify({ path: read.path, headers: read.headers ?? {} }).replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = name === 'client' ? context.clientCode : segments[Number(name)];
    if (!value) missing = true;
    return value ?? '';
  });
  return missing ? undefined : (JSON.parse(filled) as { path: string; headers: Record<string, string> });
}
