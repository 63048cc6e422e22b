// /empresas (product-rules R75, R77): the user's companies with
// the switch through the one shared action (product-rules R77), and the current client's group inclusion
// requests. The screen is ready as soon as it starts: the companies come from their cache at once
// and both lists load beside each other, each with its own loading and failure.
import '../stores/api-session.ts';
import { atom, computed } from 'nanostores';
import { getGroupRequests, type GroupRequest } from '../api/companies.ts';
import { formatDate } from '../domain/date-format.ts';
import { documentType, formatDocument } from '../domain/documents.ts';
import { groupRequestStatusLabel, type GroupRequestStatus } from '../domain/group-requests.ts';
import {
  $companiesError,
  $companiesLoading,
  $companyViews,
  $sendingGroupRequest,
  $switchError,
  $switchingTo,
  loadCompanies,
  switchCompanyAndReload,
  type CompanyView,
} from '../stores/companies.ts';
import type { GroupRequestForm, GroupRequestOutcome } from '../stores/group-requests.ts';
import { $clientCode, $user } from '../stores/session.ts';
import { browserNavigation, type Navigation } from './navigation.ts';
import { createPart, fromParts, SCREEN_LOADING, type Screen, type ScreenState } from './screen.ts';

export type { CompanyView } from '../stores/companies.ts';
export type { GroupRequestForm, GroupRequestOutcome } from '../stores/group-requests.ts';

/** Heading of the requests list's load failure (product-rules R80). */
export const GROUP_REQUESTS_LOAD_FAILED = 'Erro ao buscar solicitações de inclusão de empresas';

// The creation and the name check load with the request form, off the first load (docs/performance.md,
// budgets): by the time a name is checked or a request sent, the form has brought them.
const groupRequests = () => import('../stores/group-requests.ts');

/** A group inclusion request as the list shows it. */
export interface GroupRequestView {
  id: number;
  groupName: string;
  status: GroupRequestStatus;
  /** 'Chamado aberto', 'Aprovado' or 'Rejeitado'. */
  statusLabel: string;
  /** When it was made ('dd/mm/yyyy'). */
  createdAt: string;
  /** The documents asked for, each as 'CNPJ 12.ABC.345/01DE-35'. */
  documents: ReadonlyArray<{ id: number; text: string }>;
}

/** A list that loads beside the rest of the screen, as the page draws it. */
export interface ListPart<T> {
  /** Undefined until the first answer. */
  items: readonly T[] | undefined;
  loading: boolean;
  /** The pt-BR message of the last failure, or null. */
  error: string | null;
}

/** What /empresas shows once started. */
export interface CompaniesView {
  /** The cached companies (possibly empty), refreshed when the cache is old. */
  companies: { items: readonly CompanyView[]; loading: boolean; error: string | null };
  requests: ListPart<GroupRequestView>;
  /** The company the session acts for (null signed out). */
  currentClientCode: string | null;
  /** The client code being switched to, or null. */
  switchingTo: string | null;
  /** Why the last switch failed, or null. */
  switchError: string | null;
  /** The user's group, which a new request's name is locked to, or null. */
  groupName: string | null;
  /** True while a new request is being sent. */
  sendingRequest: boolean;
}

/** The companies screen: its lifecycle and the intents of the page. */
export interface CompaniesScreen extends Screen<void, CompaniesView> {
  /** Loads the companies again (their failure's retry), cache or not. */
  retry(): void;
  /** Loads the requests again (their failure's retry). */
  retryRequests(): void;
  /** The switch button: switches at once; each company's cart waits for it (product-rules R135). */
  chooseCompany(company: CompanyView): Promise<void>;
  /** Checks a new group name with the service: null when it may be used, else the reason. */
  checkGroupName(name: string): Promise<string | null>;
  /** Creates a request (one at a time); once sent the list loads again (or shows the list that confirmed it). */
  sendGroupRequest(form: GroupRequestForm): Promise<GroupRequestOutcome>;
}

function groupRequestView(request: GroupRequest): GroupRequestView {
  return {
    id: request.id,
    groupName: request.group_name,
    status: request.request_status,
    statusLabel: groupRequestStatusLabel(request.request_status),
    createdAt: formatDate(request.created_at),
    documents: request.requested_documents.map((doc) => ({
      id: doc.id,
      text: `${documentType(doc.requested_document)} ${formatDocument(doc.requested_document)}`,
    })),
  };
}

/** The companies screen with the given effects (tests pass their own navigation). */
export function createCompaniesScreen(effects: Pick<Navigation, 'navigate'>): CompaniesScreen {
  const requests = createPart('group-requests', async (code: string) => (await getGroupRequests(code)).map(groupRequestView));
  // One computed for the whole view (a second one for the companies' part cost /empresas bytes it
  // lacked for the offline line of the request form, product-rules R170). The screen is ready from start.
  const $started = atom(false);
  const $state = fromParts(
    computed(
      [
        $started,
        $companyViews,
        $companiesLoading,
        $companiesError,
        requests.$state,
        $clientCode,
        $switchingTo,
        $switchError,
        $user,
        $sendingGroupRequest,
      ],
      (
        started,
        items,
        loading,
        error,
        list,
        currentClientCode,
        switchingTo,
        switchError,
        user,
        sendingRequest,
      ): ScreenState<CompaniesView> =>
        started
          ? {
              state: 'ready',
              view: {
                companies: { items, loading, error },
                requests: {
                  items: list.state === 'ready' ? list.view : undefined,
                  loading: list.state === 'loading',
                  error: list.state === 'error' ? list.message : null,
                },
                currentClientCode,
                switchingTo,
                switchError,
                groupName: user?.group?.name ?? null,
                sendingRequest,
              },
            }
          : SCREEN_LOADING,
    ),
  );

  /** The list again, drawn until the answer replaces it. */
  function reloadRequests(): void {
    const code = $clientCode.get();
    if (code) void requests.load(code, true);
  }

  return {
    $state,
    start() {
      if ($started.get()) return;
      $started.set(true);
      void loadCompanies();
      const code = $clientCode.get();
      if (code) requests.start(code);
    },
    retry() {
      void loadCompanies(true);
    },
    retryRequests() {
      requests.retry();
    },
    exit() {
      $started.set(false);
      requests.exit();
    },
    async chooseCompany(company) {
      await switchCompanyAndReload(company.clientCode, effects.navigate);
    },
    async checkGroupName(name) {
      return (await groupRequests()).checkGroupName(name);
    },
    async sendGroupRequest(form) {
      // The ids listed now tell a new request apart if the answer is lost (product-rules R162).
      const shown = requests.$state.get();
      const known = shown.state === 'ready' ? shown.view.map((request) => request.id) : [];
      const outcome = await (await groupRequests()).sendGroupRequest(form, known);
      if ('requests' in outcome && outcome.requests) {
        const list = outcome.requests.map(groupRequestView);
        requests.patch(() => list);
      } else if (outcome.kind === 'sent') reloadRequests();
      return outcome;
    },
  };
}

/** The companies screen of the page. */
// The navigations alone (not effects.ts, which brings the file saver): /empresas is at its budget's limit.
export const companiesScreen = createCompaniesScreen(browserNavigation);
