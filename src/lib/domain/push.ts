// Order-status notifications (product-rules R306–R308): what a push shows, what a device can do about
// notifications, said in words. Read by the service worker (src/sw/sw.ts) and by the settings switch.
import { normaliseOrderStatus } from './orders.ts';
import { homePath } from './routes.ts';

/** What an order's new status means, as a sentence that follows 'Pedido 0081234500' (R306). */
const ORDER_NEWS: ReadonlyMap<string, string> = new Map([
  ['PEDIDO EM PROCESSAMENTO', 'está em processamento'],
  ['FINANCEIRO NAO APROVADO', 'está em análise de crédito'],
  ['FINANCEIRO APROVADO', 'teve o crédito aprovado'],
  ['FATURAMENTO PENDENTE', 'aguarda faturamento'],
  ['PEDIDO FATURADO', 'foi faturado'],
  ['PEDIDO EM SEPARACAO', 'está em separação'],
  ['PEDIDO EM TRANSITO', 'saiu para entrega'],
  ['PEDIDO ENTREGUE', 'foi entregue'],
  ['PARCIALMENTE ENTREGUE', 'foi entregue em parte'],
  ['PEDIDO PARCIALMENTE RECUSADO', 'foi recusado em parte'],
  ['PEDIDO PARCIALMENTE RETORNADO', 'foi devolvido em parte'],
  ['CANCELADO', 'foi cancelado'],
  ['PEDIDO CANCELADO', 'foi cancelado'],
  ['PEDIDO NAO FATURADO', 'não foi faturado'],
  ['PEDIDO NOTA CANCELADA', 'teve a nota fiscal cancelada'],
  ['PEDIDO RETORNADO', 'foi devolvido'],
  ['RETORNADO/DEVOLVIDO', 'foi devolvido'],
]);

/** The sentence for a status text; a text R84 does not name still says something true. */
export function orderNews(status: string): string {
  return ORDER_NEWS.get(normaliseOrderStatus(status)) ?? 'mudou de etapa';
}

/** The VAPID public key of a run-time configuration (`push.vapidPublicKey`), or null: without it nothing is offered (R307). */
export function vapidKeyOf(config: { push?: unknown }): string | null {
  const key = (config.push as { vapidPublicKey?: unknown } | undefined)?.vapidPublicKey;
  return typeof key === 'string' && /^[\w-]{80,100}$/.test(key) ? key : null;
}

/** The order's own address: /pedidos opens its card (R306). */
export const orderAddress = (order: string) => `/pedidos?pedido=${order}`;

/** What the worker shows for one push (R306). */
export interface PushNotice {
  title: string;
  body: string;
  /** One notification per order: the next step replaces it. */
  tag: string;
  /** Where a tap on it goes. */
  url: string;
}

/** What a push for another client, or one this build cannot read, shows: nothing of its content (R306). */
export const GENERIC_PUSH_TITLE = 'Há novidades no Portal do Cliente';

const isCode = (value: unknown, pattern: RegExp): value is string => typeof value === 'string' && pattern.test(value);

/**
 * The notification for a push's text (`{kind: 'order-status', order, status, clientCode}`), for a device
 * where `signedIn` are the client codes of the user signed in. Only the order number and its step: never
 * an amount or a tax id, whatever else the push carries.
 */
export function pushNotice(text: string | null, signedIn: readonly string[]): PushNotice {
  let data: Record<string, unknown> = {};
  try {
    data = Object(JSON.parse(text ?? '')) as Record<string, unknown>;
  } catch {
    // Not JSON: the generic notice.
  }
  const { kind, order, status, clientCode } = data;
  if (
    kind === 'order-status' &&
    isCode(order, /^\d{1,20}$/) &&
    isCode(status, /^[^<>]{1,60}$/) &&
    isCode(clientCode, /^\w{1,20}$/) &&
    signedIn.includes(clientCode)
  ) {
    return {
      title: `Pedido ${order}: ${orderNews(status)}`,
      body: 'Toque para ver o pedido.',
      tag: `pedido-${order}`,
      url: orderAddress(order),
    };
  }
  return { title: GENERIC_PUSH_TITLE, body: 'Entre no portal para ver.', tag: 'novidades', url: homePath };
}

/**
 * Where the page leaves, for the worker, whose notifications the device receives: the one key of the worker's
 * visited-pages cache that is no path, so that 'Sair', which deletes that cache, forgets it too (R308).
 */
export const pushOwnerKey = '/__push-owner';

/** Beside it, the users of this device who answered the offer after an order (R310): a list of CPF/CNPJs. */
export const pushOfferKey = '/__push-offer';

/** The offer after an order lands, and what it says once declined (R310). */
export const PUSH_OFFER_TEXTS = {
  question: 'Quer ser avisado quando o pedido sair para entrega?',
  declined: 'Tudo bem. Você pode ativar os avisos quando quiser em Configurações, na aba Notificação.',
} as const;

/** Who registered this device's subscription, and for which client codes (R308). */
export interface PushOwner {
  /** The user's CPF/CNPJ. */
  user: string;
  clients: string[];
  /** The subscription as sent in `PUT /client/push`. */
  playerId: string;
  /** The session token's `issued_at` it was registered with: a new session registers it again (R308). */
  session?: number;
  /** Set by the worker when the browser renewed the subscription: the next page registers it (R308). */
  changed?: true;
}

/** A stored owner record, or null when it is missing or not one. */
export function readPushOwner(text: string | null): PushOwner | null {
  try {
    const value = Object(JSON.parse(text ?? '')) as Partial<PushOwner>;
    const { user, clients, playerId, session, changed } = value;
    if (
      typeof user === 'string' &&
      typeof playerId === 'string' &&
      Array.isArray(clients) &&
      clients.every((code) => typeof code === 'string')
    )
      return { user, clients, playerId, ...(typeof session === 'number' && { session }), ...(changed === true && { changed }) };
  } catch {
    // not JSON
  }
  return null;
}

/** What this device can do about order notifications (R307). */
export type PushDeviceState = 'unsupported' | 'install-first' | 'blocked' | 'off' | 'on';

/** What the state machine reads of the browser. */
export interface PushDeviceFacts {
  /** Service workers, the Push API and notifications are all there. */
  supported: boolean;
  /** An iPhone or iPad: Safari there has push only for a portal installed on the home screen. */
  appleMobile: boolean;
  /** Opened from the home screen (display-mode standalone). */
  installed: boolean;
  permission: NotificationPermission;
  /** A subscription exists and the signed-in user registered it on this device. */
  subscribed: boolean;
}

/** The device's state: a granted permission is not yet 'on', a subscription without permission is 'blocked'. */
export function pushDeviceState(facts: PushDeviceFacts): PushDeviceState {
  if (!facts.supported) return facts.appleMobile && !facts.installed ? 'install-first' : 'unsupported';
  if (facts.permission === 'denied') return 'blocked';
  return facts.subscribed && facts.permission === 'granted' ? 'on' : 'off';
}

/** The line under 'Avisos neste aparelho', one per state (R307). */
export const PUSH_STATE_TEXTS: Readonly<Record<PushDeviceState, string>> = {
  unsupported: 'Este navegador não mostra avisos de pedidos. O andamento de cada pedido continua em Meus Pedidos.',
  'install-first':
    'No iPhone, os avisos funcionam com o portal instalado na tela de início: toque em Compartilhar e depois em Adicionar à Tela de Início.',
  blocked:
    'Os avisos estão bloqueados nas configurações do navegador. Para liberar, toque no cadeado ao lado do endereço, em Permissões, e permita as notificações.',
  off: 'Desligado: este aparelho não avisa quando um pedido muda de etapa.',
  on: 'Ligado: este aparelho avisa quando um pedido muda de etapa, como ao sair para entrega.',
};

/** The states a tap can change: the others wait on the browser or its settings. */
export const canSwitchPush = (state: string): state is 'off' | 'on' => state === 'off' || state === 'on';

/** Said when turning the notifications on did not work: the switch stays off (R308). */
export const PUSH_FAILED_TEXT = 'Não foi possível ativar os avisos neste aparelho. Tente novamente mais tarde.';
