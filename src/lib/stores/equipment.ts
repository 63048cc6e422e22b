// Equipment requests (/equipamentos): the list, newest first, and the request whose detail is
// open. The open request lives in the address (?solicitacao=NRSOL), so Back closes the detail
// and a link to one request works.
import './api-session.ts';
import { atom, computed } from 'nanostores';
import { getEquipmentRequests, type EquipmentRequest } from '../api/equipment.ts';
import { sortRequestsNewestFirst } from '../domain/equipment.ts';
import { createResource } from './resource.ts';

/** Query parameter naming the open request. */
export const requestParam = 'solicitacao';

/** The client's equipment requests, as the service sends them. */
export const equipmentRequests = createResource('equipment', getEquipmentRequests);

/** The requests newest first; undefined until they arrive. */
export const $sortedRequests = computed(equipmentRequests.$data, (list) => (list ? sortRequestsNewestFirst(list) : undefined));

/** NRSOL of the request whose detail is open, or null for the list. */
export const $openRequestNumber = atom<string | null>(null);

/** The open request once the list is here; null when none is open or it is not in the list. */
export const $openRequest = computed([equipmentRequests.$data, $openRequestNumber], (list, number): EquipmentRequest | null =>
  number === null ? null : (list?.find((request) => request.NRSOL === number) ?? null),
);

// Marks history entries this page pushed, so closing can step back instead of adding an entry.
const pushedMarker = 'portal:equipment-detail';

function readAddress(): void {
  const number = new URLSearchParams(window.location.search).get(requestParam);
  $openRequestNumber.set(number?.trim() || null);
}

/** Follows the address (now and on Back/Forward); returns the function that stops following. */
export function followEquipmentAddress(): () => void {
  readAddress();
  window.addEventListener('popstate', readAddress);
  return () => window.removeEventListener('popstate', readAddress);
}

/** The address of a request's detail, for its link. */
export function requestHref(number: string): string {
  return `?${requestParam}=${encodeURIComponent(number)}`;
}

/** Opens a request's detail as a new history entry. */
export function openRequest(number: string): void {
  const url = new URL(window.location.href);
  url.searchParams.set(requestParam, number);
  window.history.pushState({ [pushedMarker]: true }, '', url);
  $openRequestNumber.set(number);
}

/** Back to the list: steps back when the detail was opened here, else drops the parameter. */
export function closeRequest(): void {
  const state: unknown = window.history.state;
  if (typeof state === 'object' && state !== null && pushedMarker in state) {
    window.history.back();
    return;
  }
  const url = new URL(window.location.href);
  url.searchParams.delete(requestParam);
  window.history.replaceState(window.history.state, '', url);
  $openRequestNumber.set(null);
}

/** Loads the requests (again); failures land in `equipmentRequests.$error`. */
export function loadEquipmentRequests(): Promise<void> {
  return equipmentRequests.load();
}
