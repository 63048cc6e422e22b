// Every key the portal persists in the browser, in one place: namespaced and versioned
// (docs/architecture.md "Stores"; product-rules R109). The e2e suite corrupts each of them and
// expects the portal to start clean.

/** localStorage keys. */
export const localKeys = {
  session: 'portal:session:v1',
  awaitingEmailValidation: 'portal:awaiting-email-validation:v1',
  cookieConsent: 'portal:cookie-consent:v1',
  companies: 'portal:companies:v1',
  companiesCachedAt: 'portal:companies-cached-at:v1',
  clientData: 'portal:client-data:v1',
  /** One user's carts, one per company (product-rules R130). */
  cart: 'portal:cart:v2',
  /** The single cart kept before R130: adopted once by the cart store, then dropped (R134). */
  legacyCart: 'portal:cart:v1',
  /**
   * The signed-in user's unresolved order sends, one per company, each with the body it sent (R181). Before
   * R181 it held one marker without a body; the order-send store adopts that once (kept name: no new key
   * on every page).
   */
  orderInFlight: 'portal:order-in-flight:v1',
  /** Written and removed at once when a session ends, so every tab re-reads its session (product-rules R14). */
  sessionEnded: 'portal:session-ended:v1',
  /** Set once this session saved a file on the device: 'Sair' says the files stay there (R293). */
  downloadedFiles: 'portal:downloaded-files:v1',
} as const;

/**
 * The format this build writes under each key that holds the user's work, kept in the value as `v`
 * (product-rules R285). A value whose `v` is higher is a newer build's: this build neither reads it nor
 * writes over it, and leaves it for the build that can. A value with no `v` is version 1 (written before
 * versions were kept). A build that changes one of these formats raises its number and reads every older one.
 */
export const formatVersions: Readonly<Record<string, number>> = {
  [localKeys.session]: 1,
  [localKeys.cart]: 1,
  [localKeys.orderInFlight]: 1,
};

/**
 * What 'Sair' and another user's sign-in clear (product-rules R132, R133): the carts and the
 * order-send markers. The one list sign-out uses; a new cart or marker key goes here.
 */
export const cartKeys: readonly string[] = [localKeys.cart, localKeys.legacyCart, localKeys.orderInFlight];

/**
 * Cache Storage names (docs/offline.md): the last answers of the services' reads, per user and company,
 * and the signed-in addresses the service worker has served. 'Sair' deletes both (R132).
 */
export const keptCaches = { answers: 'portal-kept-v1', visited: 'portal-visited-v1' } as const;

/** sessionStorage keys. */
export const sessionKeys = {
  flashToasts: 'portal:flash-toasts:v1',
} as const;

/** Prefix of every key, so tooling can find them. */
export const storagePrefix = 'portal:';
