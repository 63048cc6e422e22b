// Cache Storage's Cache as the kept answers use it, for unit tests that run without a browser
// (tests/unit/api/kept-answers.test.ts, tests/unit/bench/scale.test.ts).

/** Cache Storage as the browser keeps it: entries in the order they were last written. */
export class FakeCache {
  entries = new Map<string, Response>();
  match(url: string) {
    return Promise.resolve(this.entries.get(url)?.clone());
  }
  put(url: string, response: Response) {
    this.entries.delete(url);
    this.entries.set(url, response);
    return Promise.resolve();
  }
  keys() {
    return Promise.resolve([...this.entries.keys()].map((url) => ({ url })));
  }
  matchAll() {
    return Promise.resolve([...this.entries.values()].map((response) => response.clone()));
  }
  delete(request: { url: string } | string) {
    return Promise.resolve(this.entries.delete(typeof request === 'string' ? request : request.url));
  }
}
