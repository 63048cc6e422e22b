// The current client's minimum order and credit limit (DECISIONS 7): GET /client, then
// GET /client/limits where the products API answers it, kept under the client-data key (cleared
// on sign-out by session.ts) and refreshed whenever the cart page opens.
import './api-session.ts';
import { persistentAtom } from '@nanostores/persistent';
import { atom } from 'nanostores';
import * as z from 'zod/mini';
import { getClientData } from '../api/account.ts';
import { getClientLimits } from '../api/catalogue.ts';
import { errorMessage } from '../api/errors.ts';
import { localKeys } from '../storage-keys.ts';
import { $session } from './session.ts';
import { jsonCodec } from './storage.ts';

const storedClientDataSchema = z.nullable(
  z.object({ clientCode: z.string(), name: z.string(), cnpj_cpf: z.string(), Minimoorder: z.number(), Limitecredito: z.number() }),
);
/** Minimum order (Minimoorder) and credit limit (Limitecredito) in R$, of one client. */
export type StoredClientData = z.infer<typeof storedClientDataSchema>;

/** The kept client data, or null before the first load. */
export const $clientData = persistentAtom<StoredClientData>(localKeys.clientData, null, jsonCodec(storedClientDataSchema, null));
/** True while loading. */
export const $clientDataLoading = atom(false);
/** The pt-BR message of a failed load, or null. */
export const $clientDataError = atom<string | null>(null);

/** The kept data when it belongs to the session's current client. */
export function currentClientData(): StoredClientData {
  const data = $clientData.get();
  const clientCode = $session.get()?.user.current_client.clientCode;
  return data && data.clientCode === clientCode ? data : null;
}

/** Loads GET /client, then the limits of the products API (which win when it answers). Never rejects. */
export async function loadClientData(): Promise<void> {
  $clientDataLoading.set(true);
  $clientDataError.set(null);
  try {
    const data = await getClientData();
    let limits = { Minimoorder: data.Minimoorder, Limitecredito: data.Limitecredito };
    try {
      limits = await getClientLimits(data.clientCode);
    } catch (error) {
      console.warn('[client limits]', error);
    }
    $clientData.set({ clientCode: data.clientCode, name: data.name, cnpj_cpf: data.cnpj_cpf, ...limits });
  } catch (error) {
    console.error('[client data]', error);
    $clientDataError.set(errorMessage(error));
  } finally {
    $clientDataLoading.set(false);
  }
}
