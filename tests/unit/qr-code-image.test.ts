import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const PIX = '00020101021226900014br.gov.bcb.pix2568qrpix.example.com/qr/v2/cobv/9d36b84f5204000053039865406123.455802BR6304ABCD';

type Posted = { id: number; text: string; width: number };

/** A stand-in for the browser's Worker: records what the page posts; the test answers or fails it. */
class FakeWorker {
  static made: FakeWorker[] = [];
  posted: Posted[] = [];
  terminated = false;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: { preventDefault(): void }) => void) | null = null;
  readonly url: URL;
  constructor(url: URL) {
    this.url = url;
    FakeWorker.made.push(this);
  }
  postMessage(message: Posted) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  answer(message: unknown) {
    this.onmessage?.({ data: message });
  }
  fail() {
    this.onerror?.({ preventDefault() {} });
  }
}

const decoded = (url: string) => decodeURIComponent(url.replace('data:image/svg+xml;charset=utf-8,', ''));
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  vi.resetModules();
  FakeWorker.made = [];
});
afterEach(() => vi.unstubAllGlobals());

describe('qrCodeSvgDataUrl', () => {
  it('without workers, draws the code on the page: a 256 px SVG', async () => {
    vi.stubGlobal('Worker', undefined);
    const { qrCodeSvgDataUrl } = await import('../../src/lib/qr-code-image.ts');
    const url = await qrCodeSvgDataUrl(PIX, 256);
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decoded(url)).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="256" height="256" viewBox="0 0 \d+ \d+"/);
  });

  it('hands each code to one worker and answers each job with its own SVG, in any order', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { qrCodeSvgDataUrl } = await import('../../src/lib/qr-code-image.ts');
    const first = qrCodeSvgDataUrl('first', 256);
    const second = qrCodeSvgDataUrl('second', 128);
    expect(FakeWorker.made).toHaveLength(1);
    const worker = FakeWorker.made[0]!;
    expect(worker.url.pathname).toMatch(/qr-code\.worker\.ts$/);
    expect(worker.posted).toEqual([
      { id: 0, text: 'first', width: 256 },
      { id: 1, text: 'second', width: 128 },
    ]);
    worker.answer({ id: 1, svg: '<svg>2</svg>' });
    worker.answer({ id: 0, svg: '<svg>1</svg>' });
    expect(decoded(await first)).toBe('<svg>1</svg>');
    expect(decoded(await second)).toBe('<svg>2</svg>');
  });

  it('a job the worker could not draw is drawn on the page; the worker stays for the next', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { qrCodeSvgDataUrl } = await import('../../src/lib/qr-code-image.ts');
    const job = qrCodeSvgDataUrl(PIX, 256);
    FakeWorker.made[0]!.answer({ id: 0, error: 'Error: too long' });
    expect(decoded(await job)).toMatch(/^<svg /);
    void qrCodeSvgDataUrl('next', 256);
    expect(FakeWorker.made).toHaveLength(1);
    expect(FakeWorker.made[0]!.posted.at(-1)).toEqual({ id: 1, text: 'next', width: 256 });
  });

  it('a worker whose script fails: its waiting jobs and every later one are drawn on the page, no second worker', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { qrCodeSvgDataUrl } = await import('../../src/lib/qr-code-image.ts');
    const waiting = qrCodeSvgDataUrl(PIX, 256);
    const worker = FakeWorker.made[0]!;
    worker.fail();
    expect(worker.terminated).toBe(true);
    expect(decoded(await waiting)).toMatch(/^<svg /);
    expect(decoded(await qrCodeSvgDataUrl(PIX, 256))).toMatch(/^<svg /);
    expect(FakeWorker.made).toHaveLength(1);
  });

  it('a Worker constructor that throws (blocked by policy): the page draws the code', async () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new Error('SecurityError');
        }
      },
    );
    const { qrCodeSvgDataUrl } = await import('../../src/lib/qr-code-image.ts');
    expect(decoded(await qrCodeSvgDataUrl(PIX, 256))).toMatch(/^<svg /);
  });
});

describe('the QR worker', () => {
  it('answers {id, svg} for a code and {id, error} for one it cannot draw', async () => {
    const posted: unknown[] = [];
    const scope: { onmessage?: (event: { data: Posted }) => void; postMessage: (message: unknown) => void } = {
      postMessage: (message) => posted.push(message),
    };
    vi.stubGlobal('self', scope);
    await import('../../src/lib/qr-code.worker.ts');
    scope.onmessage!({ data: { id: 7, text: PIX, width: 256 } });
    scope.onmessage!({ data: { id: 8, text: '', width: 256 } });
    await vi.waitFor(() => expect(posted).toHaveLength(2));
    await tick();
    const byId = new Map(posted.map((message) => [(message as { id: number }).id, message as { svg?: string; error?: string }]));
    expect(byId.get(7)!.svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="256" height="256"/);
    expect(byId.get(8)!.error).toMatch(/No input text/);
  });
});
