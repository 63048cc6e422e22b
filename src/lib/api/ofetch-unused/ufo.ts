// What ofetch imports from ufo, in the browser build (build/ofetch-unused.ts): it calls them only for a
// `baseURL` or a `query` option, which the API client never passes (it writes its addresses itself,
// client.ts › withQuery). ~1.3 KiB gzip of URL helpers off every island page; a call that would need them
// fails loudly instead of sending a wrong address.
const unused = (): never => {
  throw new Error('ofetch was given baseURL or query: the API client writes its addresses itself');
};
export const withBase: (input: string, base: string) => string = unused;
export const withQuery: (input: string, query: unknown) => string = unused;
