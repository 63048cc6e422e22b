// Draws PIX QR codes off the page's main thread (docs/performance.md, "QR codes in a worker"): on a
// slow phone each code took a long task of its own, the bulk of /debitos's blocking time. The page
// sends {id, text}; the worker answers {id, svg} or {id, error}. SVG needs no canvas, which a worker
// may not have.
import { renderQrSvg } from './qr-code-render.ts';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<{ id: number; text: string; width: number }>) => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = (event) => {
  const { id, text, width } = event.data;
  renderQrSvg(text, width).then(
    (svg) => scope.postMessage({ id, svg }),
    (error: unknown) => scope.postMessage({ id, error: String(error) }),
  );
};
