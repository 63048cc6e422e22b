// The current client's minimum order and credit limit (product-rules R68): GET /client, then
// GET /client/limits where the products API answers it, kept under the client-data key
// (stored-limits.ts, where screens read `$clientLimits`) and refreshed whenever the cart page opens.
import './api-session.ts';
import { atom } from 'nanostores';
import { getClientData } from '../api/account.ts';
import { getClientLimits } from '../api/client-limits.ts';
import { errorMessage } from '../api/errors.ts';
import { $clientData } from './stored-limits.ts';
import { $clientCode } from './session.ts';

export { $clientData, $clientLimits, type ClientLimitsView, type StoredClientData } from './stored-limits.ts';

/** True while loading. */
export const $clientDataLoading = atom(false);
/** The pt-BR message of a failed load, or null. */
export const $clientDataError = atom<string | null>(null);

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
