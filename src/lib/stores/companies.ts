// The user's companies (GET /client/myCompanies, cached with its time under the companies keys,
// cleared on sign-out by session.ts) and the ONE company-switch action (product-rules R77), used by the
// order-sent modal and by /empresas: POST auth/loginWithAnotherCompany, then a fresh session.
import './api-session.ts';
import { persistentAtom } from '@nanostores/persistent';
import { atom, computed } from 'nanostores';
import * as z from 'zod/mini';
import { nowMs } from '../api/client.ts';
import { companySchema, getCompanies, type Company } from '../api/companies.ts';
import { errorMessage } from '../api/errors.ts';
import { storeToken } from '../api/token.ts';
import { formatDate } from '../domain/date-format.ts';
import { documentType, formatDocument, type DocumentType } from '../domain/documents.ts';
import { landingPath } from '../domain/routes.ts';
import { whyNotStored } from '../local-store.ts';
import { localKeys } from '../storage-keys.ts';
import { $clientCode, startSession } from './session.ts';
import { jsonCodec } from './storage.ts';

/** How long the cached list is used without asking again. */
const COMPANIES_CACHE_MS = 10 * 60 * 1000;

const companyCacheSchema = z.array(companySchema);

/** The cached companies (empty when none or corrupt). */
export const $companies = persistentAtom<Company[]>(localKeys.companies, [], jsonCodec(companyCacheSchema, []));

/** A company as its card shows it. */
export interface CompanyView {
  clientCode: string;
  name: string;
  /** 'CNPJ' or 'CPF'. */
  documentType: DocumentType;
  /** The document formatted ('45.723.174/0001-10'). */
  document: string;
  neighborhood: string;
  city: string;
  /** The last order's day ('dd/mm/yyyy'), or null when there was none. */
  lastOrder: string | null;
  /** Inactive companies count as not registered: no switch (product-rules R76). */
  inactive: boolean;
}

/** The card's view of a company of the service. */
export function companyView(company: Company): CompanyView {
  return {
    clientCode: company.clientCode,
    name: company.name,
    documentType: documentType(company.cnpj_cpf),
    document: formatDocument(company.cnpj_cpf),
    neighborhood: company.address.neighborhood,
    city: company.address.city,
    lastOrder: company.ultimoPedido ? formatDate(company.ultimoPedido) : null,
    inactive: company.situation === 'INATIVO',
  };
}

/** The cached companies as their cards show them. */
export const $companyViews = computed($companies, (companies) => companies.map(companyView));
/** What the purchase reminder reads of the current company (dd/mm/yyyy days); undefined until the list has it. */
export interface PurchaseDays {
  lastOrder: string | null;
  recommendedPurchaseDay: string | null;
}
/** The current company's purchase days, once the companies are known. */
export const $currentPurchaseDays = computed([$companies, $clientCode], (companies, clientCode): PurchaseDays | undefined => {
  const company = companies.find((c) => c.clientCode === clientCode);
  return company ? { lastOrder: company.ultimoPedido, recommendedPurchaseDay: company.dataDeCompra } : undefined;
});
/** When the cache was filled (ms since the epoch, as text; '' = never). */
const $companiesCachedAt = persistentAtom<string>(localKeys.companiesCachedAt, '');
/** True while loading the list. */
export const $companiesLoading = atom(false);
/** The pt-BR message of a failed load, or null. */
export const $companiesError = atom<string | null>(null);
/** The client code being switched to, or null. */
export const $switchingTo = atom<string | null>(null);
/** The pt-BR message of a failed switch, or null. */
export const $switchError = atom<string | null>(null);
/**
 * True while a group inclusion request is being created (product-rules R80). Here, not in
 * group-requests.ts, because /empresas draws it from its first load while the creation's code loads
 * only with the request form (docs/performance.md, budgets).
 */
export const $sendingGroupRequest = atom(false);

/** Loads the companies unless a fresh cache exists (`force` always asks). Never rejects. */
export async function loadCompanies(force = false): Promise<void> {
  const cachedAt = Number($companiesCachedAt.get());
  if (!force && $companies.get().length && Number.isFinite(cachedAt) && nowMs() - cachedAt < COMPANIES_CACHE_MS) return;
  $companiesLoading.set(true);
  $companiesError.set(null);
  try {
    // A store that does not redraw: a kept list only with no network (docs/offline.md, "Kept answers").
    $companies.set(await getCompanies(undefined, { kept: 'fallback' }));
    $companiesCachedAt.set(String(nowMs()));
  } catch (error) {
    console.error('[companies]', error);
    $companiesError.set(errorMessage(error));
  } finally {
    $companiesLoading.set(false);
  }
}

/**
 * Switches the session to another company of the user: the service's answer becomes the session
 * (token stamped now, product-rules R9). Resolves with the new user's landing page, or null when the
 * switch failed ($switchError says why). Data of the old company goes with the old session.
 */
export async function switchToCompany(clientCode: string): Promise<string | null> {
  if ($switchingTo.get()) return null;
  $switchingTo.set(clientCode);
  $switchError.set(null);
  try {
    const { switchCompany } = await import('../api/company-switch.ts');
    const answer = await switchCompany(clientCode);
    if (!startSession(storeToken(answer, nowMs()), answer.user)) {
      // The reload would come back to the old company with nothing said (R284). Its words load only then.
      const { storageRefusedText } = await import('../domain/storage-texts.ts');
      $switchError.set(storageRefusedText(whyNotStored(localKeys.session), 'não foi possível trocar de empresa'));
      $switchingTo.set(null);
      return null;
    }
    $companiesCachedAt.set('');
    // $switchingTo stays set: the caller reloads the page next, and nothing may be tapped meanwhile.
    return landingPath(answer.user.storeAccess);
  } catch (error) {
    console.error('[switch company]', error);
    $switchError.set(errorMessage(error));
    $switchingTo.set(null);
    return null;
  }
}

/**
 * The switch sequence (product-rules R77): loading, then a full reload on the landing page.
 * `navigate` opens the page (the browser's by default; the companies screen passes its own).
 */
export async function switchCompanyAndReload(
  clientCode: string,
  navigate: (url: string) => void = (url) => window.location.assign(url),
): Promise<boolean> {
  const target = await switchToCompany(clientCode);
  if (!target) return false;
  navigate(target);
  return true;
}
