// The seller the client can write to on WhatsApp (product-rules R274): the salesperson of 'Equipe
// Comercial' (GET /client/commercial), read once per page and company, its kept answer standing in
// offline. A seller without a mobile WhatsApp can open, or a failed read, is no seller: the links
// stay hidden rather than open a chat with nobody.
import '../stores/api-session.ts';
import { atom, computed, type ReadableAtom } from 'nanostores';
import { getAccountCommercial } from '../api/account.ts';
import { whatsappNumber, type CompanyRef } from '../domain/whatsapp.ts';
import { $session } from '../stores/session.ts';

/** The seller as the links need them: the name that greets, and the number WhatsApp opens. */
export interface SellerContact {
  name: string;
  /** E.164 without the '+' (R273). */
  number: string;
}

const $sellers = atom<ReadonlyMap<string, SellerContact | null>>(new Map());
const asked = new Set<string>();
/** Companies whose seller was read offline, from the device: asked again once the connection is back. */
const readOffline = new Set<string>();

// Otherwise the kept seller, and its 'Atualizado em …' note, stayed on screen for the rest of the visit
// (product-rules R277): the read is the network-first kind, which no fresh answer redraws.
if (typeof window === 'object')
  window.addEventListener('online', () => {
    const clientCode = $company.get()?.clientCode;
    if (!clientCode || !readOffline.delete(clientCode)) return;
    asked.delete(clientCode);
    loadSeller();
  });

/** The company the session acts for, or null when signed out. */
export const $company: ReadableAtom<CompanyRef | null> = computed($session, (session) =>
  session ? { name: session.user.current_client.name, clientCode: session.user.current_client.clientCode } : null,
);

/** The current company's seller: undefined until read, null when there is none to write to. */
export const $seller = computed([$sellers, $company], (sellers, company) => (company ? sellers.get(company.clientCode) : null));

/** Reads the current company's seller, once per page and company; never rejects. */
export function loadSeller(): void {
  const clientCode = $company.get()?.clientCode;
  if (!clientCode || asked.has(clientCode)) return;
  asked.add(clientCode);
  if (globalThis.navigator?.onLine === false) readOffline.add(clientCode);
  const settle = (seller: SellerContact | null) => $sellers.set(new Map($sellers.get()).set(clientCode, seller));
  getAccountCommercial({ kept: 'fallback' }).then(
    (team) => {
      const number = whatsappNumber(team.cellphone);
      settle(number ? { name: team.figureName, number } : null);
    },
    (error: unknown) => {
      console.warn('[seller]', error);
      // Asked again at the next link drawn: the signal may be back by then.
      asked.delete(clientCode);
      settle(null);
    },
  );
}
