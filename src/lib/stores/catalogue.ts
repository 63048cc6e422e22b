// The product list screen (ordering-and-account §2 Products screen): the tab, the category and
// brand filters of the Produtos tab, the page, and one resource per kind of data. List failures are
// logged and shown with a retry (DECISIONS 14).
import './api-session.ts';
import { atom, computed } from 'nanostores';
import {
  getBonus,
  getBrands,
  getCatalogProducts,
  getCombos,
  getFavorites,
  getLastOrder,
  getNews,
  getSegments,
  type CatalogPage,
} from '../api/catalogue.ts';
import type { CartSource } from './cart.ts';
import { createResource } from './resource.ts';
import { $session } from './session.ts';

/** The tabs, the hidden bonus one included. */
export type CatalogueTab = 'produtos' | 'novidades' | 'combos' | 'favoritos' | 'bonus';

/** The tab on screen. */
export const $tab = atom<CatalogueTab>('produtos');
/** The chosen category (as shown, with accents) of the Produtos tab, or null for the grid. */
export const $category = atom<string | null>(null);
/** The chosen brand of that category, or null for all. */
export const $brand = atom<string | null>(null);
/** The page of the list on screen, from 1. */
export const $page = atom(1);

const clientCode = (): string => $session.get()?.user.current_client.clientCode ?? '';

/** The categories grid. */
export const segments = createResource('catalogue segments', () => getSegments(clientCode()));
/** The brands grid of the chosen category. */
export const brands = createResource('catalogue brands', (category: string) => getBrands(clientCode(), category));
/** The list on screen (one page). */
export const list = createResource(
  'catalogue list',
  (tab: CatalogueTab, page: number, category: string | null, brand: string | null): Promise<CatalogPage> => {
    const code = clientCode();
    if (tab === 'novidades') return getNews({ clientCode: code, page });
    if (tab === 'combos') return getCombos({ clientCode: code, page });
    if (tab === 'favoritos') return getFavorites({ clientCode: code, page });
    return getCatalogProducts({ clientCode: code, page, category: category ?? '', brand: brand ?? undefined });
  },
);
/** The bonus list for a cart total in R$ (hidden tab, raw data). */
export const bonus = createResource('catalogue bonus', (total: number) => getBonus(clientCode(), total));
/** Whether an order is in progress ('Pedido com entrega programada'). */
export const lastOrder = createResource('last order', () => getLastOrder(clientCode()));

/** Where lines added from the list on screen come from (so the cart can find them again). */
export const $listSource = computed([$tab, $category, $brand], (tab, category, brand): CartSource => {
  if (tab === 'novidades') return { list: 'news' };
  if (tab === 'combos') return { list: 'combos' };
  if (tab === 'favoritos') return { list: 'favorites' };
  return { list: 'products', ...(category ? { category } : {}), ...(brand ? { brand } : {}) };
});

/** Whether the list (rather than the category grid) is on screen. */
export const $showsList = computed([$tab, $category], (tab, category) => tab !== 'produtos' || category !== null);

/** Loads what the current tab and filters show. */
export function loadCurrent(): void {
  const tab = $tab.get();
  if (tab === 'bonus') return;
  if (tab === 'produtos') {
    const category = $category.get();
    if (!category) {
      if (!segments.$data.get()) void segments.load();
      list.reset();
      return;
    }
    if (!brands.$data.get()) void brands.load(category);
    void list.load(tab, $page.get(), category, $brand.get());
    return;
  }
  void list.load(tab, $page.get(), null, null);
}

/** Starts what loadCurrent and checkLastOrder will ask for, without touching the stores (see early-load.ts). */
export function prefetchFirstScreen(): void {
  lastOrder.prefetch();
  const tab = $tab.get();
  if (tab === 'bonus') return;
  const category = tab === 'produtos' ? $category.get() : null;
  if (tab === 'produtos' && !category) {
    segments.prefetch();
    return;
  }
  if (category) brands.prefetch(category);
  list.prefetch(tab, $page.get(), category, category ? $brand.get() : null);
}

/** Shows another tab from its first page. */
export function selectTab(tab: CatalogueTab): void {
  $tab.set(tab);
  $page.set(1);
  loadCurrent();
}

/** Opens a category: its brands and its products. */
export function selectCategory(category: string): void {
  $category.set(category);
  $brand.set(null);
  $page.set(1);
  brands.reset();
  loadCurrent();
}

/** Filters by a brand (again on the chosen one: all brands). */
export function selectBrand(brand: string): void {
  $brand.set($brand.get() === brand ? null : brand);
  $page.set(1);
  loadCurrent();
}

/** 'Voltar': clears the category, back to the grid. */
export function clearCategory(): void {
  $category.set(null);
  $brand.set(null);
  $page.set(1);
  brands.reset();
  loadCurrent();
}

/** Shows another page of the list. */
export function goToPage(page: number): void {
  $page.set(page);
  loadCurrent();
}

/** Asks whether an order is in progress, once per page. */
export function checkLastOrder(): void {
  if (!lastOrder.$data.get() && !lastOrder.$loading.get()) void lastOrder.load();
}
