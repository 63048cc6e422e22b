// The current client's minimum order and credit limit as kept on the device (product-rules R68), apart
// from their load (client-data.ts) so the cart page draws its minimum-order line with its first render:
// this module is in the page's first load, the load waits for the network and comes after the paint.
// The stored data keeps the service's field names (existing users' storage); screens read `$clientLimits`.
import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import * as z from 'zod/mini';
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

/** The kept client data, or null before the first load (cleared on sign-out by session.ts). */
export const $clientData = persistentAtom<StoredClientData>(localKeys.clientData, null, jsonCodec(storedClientDataSchema, null));

/** The kept limits when they belong to the session's current client, else null. */
export const $clientLimits = computed([$clientData, $clientCode], (data, clientCode): ClientLimitsView | null =>
  data && data.clientCode === clientCode
    ? { minimumOrderCents: toCents(data.Minimoorder), creditLimitCents: toCents(data.Limitecredito) }
    : null,
);
