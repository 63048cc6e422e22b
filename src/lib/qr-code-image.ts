// PIX QR codes for the screen, drawn in a worker (qr-code.worker.ts): on a slow phone each code was a
// long task of the main thread (docs/performance.md, "QR codes in a worker"). Where a worker cannot
// start or fails, the page draws them itself, as before. Loaded through qr-code.ts's import().

type Job = { resolve: (svg: string) => void; reject: (error: Error) => void };

let worker: Worker | null | undefined;
let nextJob = 0;
const jobs = new Map<number, Job>();

/** The page's QR worker, started on first use; null where workers are missing or the last one failed. */
function qrWorker(): Worker | null {
  if (worker !== undefined) return worker;
  worker = null;
  if (typeof Worker !== 'function') return null;
  try {
    const started = new Worker(new URL('./qr-code.worker.ts', import.meta.url), { type: 'module' });
    started.onmessage = (event: MessageEvent<{ id: number; svg?: string; error?: string }>) => {
      const { id, svg, error } = event.data;
      const job = jobs.get(id);
      jobs.delete(id);
      if (svg !== undefined) job?.resolve(svg);
      else job?.reject(new Error(error ?? 'QR worker: no answer'));
    };
    // A worker whose script could not load (offline, a deploy that dropped it) answers nothing: its
    // waiting jobs and every later one are drawn on the page instead.
    started.onerror = (event) => {
      event.preventDefault();
      started.terminate();
      worker = null;
      const waiting = [...jobs.values()];
      jobs.clear();
      for (const job of waiting) job.reject(new Error('QR worker failed'));
    };
    worker = started;
  } catch {
    worker = null;
  }
  return worker;
}

function svgInWorker(text: string, width: number): Promise<string> {
  const started = qrWorker();
  if (!started) return Promise.reject(new Error('no QR worker'));
  const id = nextJob++;
  return new Promise<string>((resolve, reject) => {
    jobs.set(id, { resolve, reject });
    started.postMessage({ id, text, width });
  });
}

/** The SVG markup of the QR code for `text`: from the worker, or drawn on the page where it fails. */
async function qrCodeSvg(text: string, width: number): Promise<string> {
  try {
    return await svgInWorker(text, width);
  } catch {
    const { renderQrSvg } = await import('./qr-code-render.ts');
    return renderQrSvg(text, width);
  }
}

/** An SVG data URL of the QR code for `text`, `width` pixels wide. */
export async function qrCodeSvgDataUrl(text: string, width: number): Promise<string> {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(await qrCodeSvg(text, width))}`;
}
