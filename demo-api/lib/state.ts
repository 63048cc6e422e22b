// The demo's in-memory state: what the seed builds and the services change. `reset()` rebuilds it.
import type {
  AccountCommercial,
  Acceptances,
  CatalogProduct,
  Combo,
  Debt,
  EquipmentRequest,
  FlexibleAccumulatedPeriod,
  FlexibleCampaign,
  FlexiblePeriod,
  GroupRequest,
  OldAccumulatedPeriod,
  OldBannerImage,
  OldCampaign,
  OldIndicator,
  OldIndicatorResult,
  OldPeriod,
  Order,
} from './types.ts';
import type { Fault } from './fault-kinds.ts';
import type { TelemetryBatch } from './telemetry-batch.ts';

/** A user of the portal (signs in with a CPF or CNPJ). */
export interface Account {
  username: string;
  password: string;
  /** temporary passwords e-mailed by /auth/reset-password; each works until it expires */
  tempPasswords: Array<{ password: string; expiresAt: number }>;
  personName: string;
  email: string;
  phone: string;
  status: 'active' | 'pending';
  storeAccess: boolean;
  clientCodes: string[];
  defaultClientCode: string;
  group: { name: string } | null;
  profile: string | null;
  notifications: Acceptances;
  /** The devices registered for push (PUT /client/push): a Web Push subscription's JSON, or another provider's id. */
  playerIds: string[];
}

/** One message sent to a device, as GET /__demo/push lists it (lib/push.ts) (newest last, the last 50). */
export interface PushSent {
  at: string;
  clientCode: string;
  order: string;
  status: string;
  /** The push service's origin and path (the rest of a real endpoint is a secret of the device). */
  endpoint: string;
  /** The push service's answer status, or what failed. */
  result: number | string;
}

/** A client company of the distributor. */
export interface Client {
  id: number;
  clientCode: string;
  name: string;
  cnpj_cpf: string;
  /** the owner's CPF, also accepted by the first-access identify step */
  ownerDocument: string | null;
  situation: 'ATIVO' | 'INATIVO';
  address: { neighborhood: string; city: string };
  STRAS: string;
  subchannel: string;
  ultimoPedido: string | null;
  dataDeCompra: string | null;
  Minimoorder: number;
  Limitecredito: number;
  commercial: AccountCommercial;
  /** a restriction the first-access identify step answers with (403 or 409) */
  restriction: { status: 403 | 409; message: string; details: string } | null;
}

/** A signed-in session (bearer token). */
export interface Session {
  token: string;
  username: string;
  clientCode: string;
  /** ms since the epoch */
  issuedAt: number;
  /** the token's lifetime (expires_in), fixed when it is issued */
  ttlSeconds: number;
}

/** A token a refresh retired, kept for the refresh grace period (contract: refreshToken). */
export interface RetiredToken {
  /** the token the refresh issued in its place */
  successor: string;
  /** ms since the epoch */
  retiredAt: number;
}

/** A 6-character e-mail validation token. */
export interface ValidationToken {
  token: string;
  username: string;
  createdAt: number;
  usedAt: number | null;
}

/** An e-mail in the outbox. */
export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  kind: 'token' | 'temporary-password';
  code: string;
  text: string;
  sentAt: number;
}

/** A flexible period of one client. */
export interface FlexPeriodRecord {
  period: FlexiblePeriod;
  /** the client takes part in this period (false before accepting the campaign) */
  participated: boolean;
}

/** A flexible campaign as one client sees it. */
export interface FlexCampaignRecord {
  campaign: FlexibleCampaign;
  termStatus: 1 | 2 | 3;
  term: string;
  kit: string | null;
  /** chronological; the one containing today is the current period */
  periods: FlexPeriodRecord[];
  accumulated: FlexibleAccumulatedPeriod[];
}

/** An old campaign as one client sees it. */
export interface ProsperaRecord {
  campaign: OldCampaign;
  participando: 'X' | '';
  refused: boolean;
  banners: OldBannerImage[];
  /** chronological; the one containing today is the current period */
  periods: OldPeriod[];
  indicators: OldIndicator[];
  /** periodId → indicatorId → result */
  results: Map<number, Map<number, { percent: number; detail: OldIndicatorResult }>>;
  accumulated: OldAccumulatedPeriod[];
}

/** A catalogue product with the fields the demo filters on. */
export interface ProductRecord extends CatalogProduct {
  segment: string;
  brand: string;
  news: boolean;
}

/** An order of the history. */
export interface OrderRecord {
  order: Order;
  /** false while the ERP has not processed it (answered under pedidosNaoProcessados) */
  processed: boolean;
  deliveryDate: string;
  /** value of each invoice, by access key (for the payment slip) */
  invoiceValues: Record<string, number>;
}

/**
 * An Idempotency-Key of POST /sales/, recorded before the service acts (docs/product-rules.md R140). `fingerprint`
 * is null until the body is read; a refused or failed send removes its record.
 */
export type SalesKeyRecord =
  | { phase: 'in-progress'; fingerprint: string | null }
  | { phase: 'created'; fingerprint: string; status: 200; body: { ORDEM: string; ENTREGA: string; VALOR: number } };

/** An uploaded picture, served at /static/uploads/:id. */
interface Upload {
  type: string;
  bytes: Uint8Array;
}

/** Everything the demo keeps in memory. */
export interface DemoState {
  accounts: Map<string, Account>;
  clients: Map<string, Client>;
  sessions: Map<string, Session>;
  /** Token lifetimes set by POST /__demo/token-ttl, by the client code of the session's current company. */
  tokenTtlByClient: Map<string, number>;
  /** Tokens retired by a refresh, by token; entries older than the grace period are dropped on the next refresh. */
  retiredTokens: Map<string, RetiredToken>;
  validationTokens: ValidationToken[];
  outbox: OutboxMail[];
  banners: Array<{ id: number; image: string }>;
  flexible: Map<string, FlexCampaignRecord[]>;
  prospera: Map<string, ProsperaRecord[]>;
  catalogue: {
    products: ProductRecord[];
    combos: Combo[];
    segments: Array<{ name: string; image: string }>;
    brands: Array<{ name: string; segment: string; image: string }>;
    bonusBudget: string;
  };
  orders: Map<string, OrderRecord[]>;
  /** Each Idempotency-Key of POST /sales/ by `${clientCode} ${key}`: in progress, or the created order's answer to replay. */
  salesByKey: Map<string, SalesKeyRecord>;
  debts: Map<string, Debt[]>;
  /** The day (yyyy-mm-dd in Brazil) the debts are due around: they are built again for a later day,
   * so a demo left running over midnight still has one debt due today, one overdue and so on. */
  debtsDay: string;
  equipment: Map<string, EquipmentRequest[]>;
  groupRequests: Array<GroupRequest & { clientCode: string }>;
  /** group names in use by other clients (validate-name answers 409) */
  takenGroupNames: string[];
  uploads: Map<string, Upload>;
  faults: Fault[];
  /** The portal's field data reports (POST /__demo/telemetry), newest last. */
  telemetry: TelemetryBatch[];
  /** The order-status pushes sent (lib/push.ts), newest last. */
  pushSent: PushSent[];
  counters: { order: number; groupRequest: number; requestedDocument: number; upload: number; mail: number; fault: number };
}
