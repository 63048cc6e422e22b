// The few typed errors every API call can end in. Screens show `error.userMessage`; nothing else
// ever escapes the API layer.
import { withoutControls } from '../domain/service-text.ts';

/** A stock problem the sales service reports per cart line. */
export interface StockIssue {
  sku: string;
  message: string;
  availableQty: number;
}

/** What the services put in `details`: one text, a list of texts, or stock problems (POST /sales/). */
export type ErrorDetails = string | string[] | StockIssue[];

export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'contract' | 'config' | 'refresh';

const GENERIC = 'Ocorreu um erro inesperado. Tente novamente em instantes.';

/** A refresh that failed without the session being refused (product-rules R121): kind 'refresh', the failure as `cause`. */
export const SESSION_NOT_RENEWED = 'Não foi possível renovar sua sessão agora. Seus dados foram mantidos. Tente novamente.';

/** Base of every error the API layer throws. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** The service's `message`, when it sent one. */
  readonly serviceMessage: string | undefined;
  /** The service's `details`, when it sent them. */
  readonly details: ErrorDetails | undefined;
  /** The short pt-BR sentence a screen shows. */
  readonly userMessage: string;

  constructor(
    kind: ApiErrorKind,
    userMessage: string,
    init: { serviceMessage?: string | undefined; details?: ErrorDetails | undefined; cause?: unknown } = {},
  ) {
    super(userMessage, { cause: init.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.userMessage = userMessage;
    this.serviceMessage = init.serviceMessage && withoutControls(init.serviceMessage);
    this.details = init.details;
  }
}

/** The request never got an answer: offline, DNS, CORS refused, connection reset. */
export class NetworkError extends ApiError {
  constructor(cause?: unknown) {
    super('network', 'Não foi possível conectar ao servidor. Verifique sua conexão com a internet e tente novamente.', { cause });
    this.name = 'NetworkError';
  }
}

/** The service took longer than the client waits. */
export class TimeoutError extends ApiError {
  constructor(cause?: unknown) {
    super('timeout', 'O servidor demorou demais para responder. Verifique sua conexão e tente novamente.', { cause });
    this.name = 'TimeoutError';
  }
}

/** The service answered with an error status. */
export class HttpError extends ApiError {
  readonly status: number;
  /** The sales service's heading (`error`) on POST /sales/ failures. */
  readonly errorTitle: string | undefined;
  /** Whole parsed body, for callers that need more than message/details (e.g. `budget`). */
  readonly body: unknown;

  constructor(
    status: number,
    init: {
      serviceMessage?: string | undefined;
      details?: ErrorDetails | undefined;
      errorTitle?: string | undefined;
      body?: unknown;
      cause?: unknown;
    },
  ) {
    super('http', httpUserMessage(status, init.serviceMessage, init.details), init);
    this.name = 'HttpError';
    this.status = status;
    this.errorTitle = init.errorTitle && withoutControls(init.errorTitle);
    this.body = init.body;
  }
}

/** The service answered 2xx with a body that breaks the contract (its zod schema). */
export class ContractError extends ApiError {
  /** `METHOD /path` of the call, for logs. */
  readonly endpoint: string;
  /** zod's issues, as `path: message` lines, for logs. */
  readonly issues: string[];

  constructor(endpoint: string, issues: string[]) {
    super('contract', 'Recebemos dados inesperados do servidor. Tente novamente mais tarde.');
    this.name = 'ContractError';
    this.endpoint = endpoint;
    this.issues = issues;
  }
}

/** `/config.json` is missing or broken: the portal cannot know where the services are. */
export class ConfigError extends ApiError {
  constructor(cause?: unknown) {
    super('config', 'Não foi possível carregar a configuração do portal. Tente recarregar a página em instantes.', { cause });
    this.name = 'ConfigError';
  }
}

/**
 * Text of the service's `details` when it is one string or a list of strings, without its controls:
 * an error body is read by hand, not through a schema (R295).
 */
export function detailsText(details: ErrorDetails | undefined): string | undefined {
  if (typeof details === 'string') return withoutControls(details).trim() || undefined;
  if (Array.isArray(details)) {
    const texts = details.map((d) => withoutControls(typeof d === 'string' ? d : d.message)).filter(Boolean);
    return texts.length ? texts.join(' ') : undefined;
  }
  return undefined;
}

function httpUserMessage(status: number, message?: string, details?: ErrorDetails): string {
  const fromService = detailsText(details) ?? (message && withoutControls(message).trim());
  if (fromService) return fromService;
  if (status === 401) return 'Sua sessão expirou. Entre novamente.';
  if (status === 403) return 'Você não tem permissão para acessar este recurso.';
  if (status === 404) return 'Não encontramos o que você procurou.';
  if (status >= 500) return 'O serviço está indisponível no momento. Tente novamente em instantes.';
  return GENERIC;
}

/**
 * True when a call got no answer at all (network, timeout): a write may then have acted anyway, so
 * its caller must not say it failed (product-rules R161, R162).
 */
export function answerLost(error: unknown): boolean {
  return error instanceof NetworkError || error instanceof TimeoutError;
}

/** The message a screen shows for any thrown value. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.userMessage : GENERIC;
}

/**
 * True when a failed write cannot have acted (product-rules R193): it never left the device (offline,
 * no configuration, a token that could not be renewed) or the service refused who sent it (401) before
 * acting. Told by the error's type alone: the client keeps no record of its calls for it.
 */
export function notSent(error: unknown): boolean {
  return (
    error instanceof ConfigError ||
    (error instanceof ApiError && error.kind === 'refresh') ||
    (error instanceof HttpError && error.status === 401) ||
    (error instanceof NetworkError && error.cause === 'offline')
  );
}
