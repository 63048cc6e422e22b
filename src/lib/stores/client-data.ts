// The current client's minimum order and credit limit (product-rules R68): GET /client, then
// GET /client/limits where the products API answers it, kept under the client-data key (cleared
// on sign-out by session.ts) and refreshed whenever the cart page opens. The stored data keeps the
// service's field names (existing users' storage); screens read `$clientLimits`.
import './api-session.ts';
import { persistentAtom } from '@nanostores/persistent';
import { atom, computed } from 'nanostores';
import * as z from 'zod/mini';
import { getClientData } from '../api/account.ts';
import { getClientLimits } from '../api/client-limits.ts';
import { errorMessage } from '../api/errors.ts';
import { toCents } from '../domain/format.ts';
import { localKeys } from '../storage-keys.ts';
import { $clientCode } from './session.ts';
import { jsonCodec } from './storage.ts';

const storedClientDataSchema = z.nullable(
  z.object({ clientCode: z.string(), name: z.string(), cnpj_cpf: z.string(), Minimoorder: z.number(), Limitecredito: z.number() }),
);
/** Minimum order (Minimoorder) and credit limit (Limitecredito) in R$, of one client. */
export type StoredClientData = z.infer<typeof storedClientDataSchema>;

/** The minimum order and the credit limit of the current client, in cents. */
export interface ClientLimitsView {
  minimumOrderCents: number;
  creditLimitCents: number;
}

/** The kept client data, or null before the first load. */
export const $clientData = persistentAtom<StoredClientData>(localKeys.clientData, null, jsonCodec(storedClientDataSchema, null));
/** True while loading. */
export const $clientDataLoading = atom(false);
/** The pt-BR message of a failed load, or null. */
export const $clientDataError = atom<string | null>(null);

/** The kept limits when they belong to the session's current client, else null. */
export const $clientLimits = computed([$clientData, $clientCode], (data, clientCode): ClientLimitsView | null =>
  data && data.clientCode === clientCode
    ? { minimumOrderCents: toCents(data.Minimoorder), creditLimitCents: toCents(data.Limitecredito) }
    : null,
);

/** Loads GET /client, then the limits of the products API (which win when it answers). Never rejects. */
export async function loadClientData(): Promise<void> {
  $clientDataLoading.set(true);
  $clientDataError.set(null);
  // The products API's limits, or null when it does not answer them (GET /client's then stand).
  const limitsOf = (clientCode: string) =>
    getClientLimits(clientCode, { kept: 'fallback' }).catch((error: unknown) => {
      console.warn('[client limits]', error);
      return null;
    });
  // The session knows the client's code: the limits leave with GET /client, one round trip instead of two
  // on the cart's first visit (the minimum-order line waits for them).
  const sessionClientCode = $clientCode.get();
  const sessionLimits = sessionClientCode ? limitsOf(sessionClientCode) : null;
  try {
    // A stored value already draws at once (R68); a kept answer stands in only with no network (docs/offline.md).
    const data = await getClientData({ kept: 'fallback' });
    // The service's current client is the session's; should they ever differ, the service's is asked for.
    const limits = (await (data.clientCode === sessionClientCode ? sessionLimits : limitsOf(data.clientCode))) ?? {
      Minimoorder: data.Minimoorder,
      Limitecredito: data.Limitecredito,
    };
    $clientData.set({ clientCode: data.clientCode, name: data.name, cnpj_cpf: data.cnpj_cpf, ...limits });
  } catch (error) {
    console.error('[client data]', error);
    $clientDataError.set(errorMessage(error));
  } finally {
    $clientDataLoading.set(false);
  }
}
