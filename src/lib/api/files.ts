// Downloads (the invoices' and boletos' PDFs) through the client's one door: the same auth, refresh,
// 401 and retry rules as every call. Apart from client.ts so that only the screens that download carry
// it: client.ts is on every data page's first load (docs/performance.md, budgets).
import { authorised, endpointOf, type CallOptions, type ServiceName } from './client.ts';
import { ContractError } from './errors.ts';

/** Downloads a file; an answer that is JSON or HTML instead of a file breaks the contract. */
export async function requestBlob(service: ServiceName, path: string, options: CallOptions): Promise<Blob> {
  const answer = await authorised(service, path, options, 'blob');
  const type = answer.headers.get('content-type') ?? '';
  if (/json|html/i.test(type)) throw new ContractError(endpointOf(options.method, path), [`expected a file, got ${type}`]);
  return answer._data instanceof Blob ? answer._data : new Blob([]);
}
