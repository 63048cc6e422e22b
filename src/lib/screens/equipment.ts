// Equipment requests (/equipamentos): the list, newest first, and the request whose detail is
// open. The open request lives in the address (?solicitacao=NRSOL), so Back closes the detail
// and a link to one request works.
import '../stores/api-session.ts';
import { atom } from 'nanostores';
import { getEquipmentRequests, type EquipmentRequest } from '../api/equipment.ts';
import { descriptionParts, requestTypeLabel, sortRequestsNewestFirst, stepLines, type StepLine } from '../domain/equipment.ts';
import { createScreen, SCREEN_LOADING, type Screen, type ScreenState } from './screen.ts';

/** Query parameter naming the open request. */
const requestParam = 'solicitacao';

/** A request as the list and the detail show it. */
export interface EquipmentRequestView {
  number: string;
  /** 'INSTALAÇÃO', 'RECOLHIMENTO'. */
  typeLabel: string;
  /** 'dd/mm/yyyy', as the service sends it. */
  date: string;
  equipment: string;
  /** The description's parts, in order. */
  description: string[];
  /** The material code without leading zeros; empty when none. */
  material: string;
  /** The overall status text; empty when none. */
  situation: string;
  /** The progress lines of the detail. */
  steps: StepLine[];
}

/** The request whose detail the address names: null when it is not in the list. */
interface OpenRequestView {
  number: string;
  request: EquipmentRequestView | null;
}

/** The list newest first, and the open detail (null: the list is shown). */
interface EquipmentView {
  requests: EquipmentRequestView[];
  open: OpenRequestView | null;
}

/** The part of the browser the open request's address needs (`window` in the page, a fake in tests). */
interface AddressBar {
  readonly location: { readonly href: string; readonly search: string };
  readonly history: Pick<History, 'state' | 'pushState' | 'replaceState' | 'back'>;
  addEventListener(type: 'popstate', listener: () => void): void;
  removeEventListener(type: 'popstate', listener: () => void): void;
}

/** The equipment screen: its state and the detail's intents. */
export interface EquipmentScreen extends Screen<void, EquipmentView> {
  /** Opens a request's detail as a new history entry. */
  openRequest(number: string): void;
  /** Back to the list: steps back when the detail was opened here, else drops the parameter. */
  closeRequest(): void;
}

/** The address of a request's detail, for its link. */
export function requestHref(number: string): string {
  return `?${requestParam}=${encodeURIComponent(number)}`;
}

function requestView(request: EquipmentRequest): EquipmentRequestView {
  return {
    number: request.NRSOL,
    typeLabel: requestTypeLabel(request.TPSOL),
    date: request.ERDAT,
    equipment: request.TPEQP,
    description: descriptionParts(request.MAKTX),
    material: request.MATNR.replace(/^0+(?=.)/, ''),
    situation: request.STATUS.trim() ? request.STATUS : '',
    steps: stepLines(request),
  };
}

// Marks history entries this page pushed, so closing can step back instead of adding an entry.
const pushedMarker = 'portal:equipment-detail';

/** The equipment screen on the given address bar (read only when the screen starts). */
export function createEquipmentScreen(addressBar: () => AddressBar): EquipmentScreen {
  const list: Screen<void, EquipmentRequestView[]> = createScreen('equipment', async () =>
    sortRequestsNewestFirst(await getEquipmentRequests()).map(requestView),
  );
  /** NRSOL of the request whose detail is open, or null for the list. */
  const $openNumber = atom<string | null>(null);
  const $state = atom<ScreenState<EquipmentView>>(SCREEN_LOADING);

  function publish(): void {
    const state = list.$state.get();
    if (state.state !== 'ready') {
      $state.set(state);
      return;
    }
    const number = $openNumber.get();
    const open = number === null ? null : { number, request: state.view.find((request) => request.number === number) ?? null };
    $state.set({ state: 'ready', view: { requests: state.view, open } });
  }
  list.$state.listen(publish);
  $openNumber.listen(publish);

  let following: (() => void) | null = null;

  function readAddress(): void {
    const number = new URLSearchParams(addressBar().location.search).get(requestParam);
    $openNumber.set(number?.trim() || null);
  }

  function follow(): () => void {
    const bar = addressBar();
    readAddress();
    bar.addEventListener('popstate', readAddress);
    return () => bar.removeEventListener('popstate', readAddress);
  }

  return {
    $state,
    start() {
      following ??= follow();
      list.start();
    },
    retry() {
      list.retry();
    },
    exit() {
      following?.();
      following = null;
      list.exit();
      $openNumber.set(null);
    },
    openRequest(number) {
      const bar = addressBar();
      const url = new URL(bar.location.href);
      url.searchParams.set(requestParam, number);
      bar.history.pushState({ [pushedMarker]: true }, '', url);
      $openNumber.set(number);
    },
    closeRequest() {
      const bar = addressBar();
      const state: unknown = bar.history.state;
      if (typeof state === 'object' && state !== null && pushedMarker in state) {
        bar.history.back();
        return;
      }
      const url = new URL(bar.location.href);
      url.searchParams.delete(requestParam);
      bar.history.replaceState(bar.history.state, '', url);
      $openNumber.set(null);
    },
  };
}

/** The equipment screen of the page. */
export const equipmentScreen = createEquipmentScreen(() => window);
