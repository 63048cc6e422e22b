// An error answer of a service read leniently (any JSON shape, or none at all) into an HttpError with the
// service's message and details (a refused order's stock issues among them). Apart from client.ts, which
// every island page loads: only a failure needs it, and it loads with the first one.
import { HttpError, type ErrorDetails, type StockIssue } from './errors.ts';

/** What httpError reads of an answer: its status and its body as client.ts received it. */
export type ErrorAnswer = Pick<Response, 'status'> & { _data?: unknown };

/** Reads an error answer leniently: any JSON shape, or none at all. */
export async function httpError(answer: ErrorAnswer): Promise<HttpError> {
  let body: unknown;
  try {
    const raw = answer._data instanceof Blob ? await answer._data.text() : answer._data;
    body = typeof raw === 'string' && raw.trim() !== '' ? JSON.parse(raw) : undefined;
  } catch {
    body = undefined;
  }
  const fields: Record<string, unknown> = typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...body } : {};
  const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
  return new HttpError(answer.status, {
    serviceMessage: text(fields['message']),
    details: detailsOf(fields['details']),
    errorTitle: text(fields['error']),
    body,
  });
}

function detailsOf(value: unknown): ErrorDetails | undefined {
  if (typeof value === 'string') return value;
  if (!Array.isArray(value)) return undefined;
  if (value.every((d) => typeof d === 'string')) return value;
  const issues = value.filter(
    (d): d is StockIssue => typeof d === 'object' && d !== null && typeof (d as { message?: unknown }).message === 'string',
  );
  return issues.length ? issues.map((d) => ({ sku: String(d.sku), message: d.message, availableQty: Number(d.availableQty) })) : undefined;
}
