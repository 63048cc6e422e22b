// The qrcode library behind static, named imports, loaded only through qr-code.ts's import() and by the
// QR worker (qr-code.worker.ts). qrcode is CommonJS: a dynamic import() of it straight away makes the
// bundler add its CJS interop helper (__toESM) to the runtime chunk that every page loads; a named
// import does not.
import { toDataURL, toString } from 'qrcode';

/** Error correction H, as the bank apps read best from print and phone screens. */
const QR_ERROR_CORRECTION = 'H';

/** A PNG data URL of the QR code for `text`, `width` pixels wide, with a one-module margin. */
export function renderQrPng(text: string, width: number): Promise<string> {
  return toDataURL(text, { width, margin: 1, errorCorrectionLevel: QR_ERROR_CORRECTION });
}

/** The SVG markup of the same QR code: SVG needs no canvas, which a worker may not have. */
export function renderQrSvg(text: string, width: number): Promise<string> {
  return toString(text, { type: 'svg', width, margin: 1, errorCorrectionLevel: QR_ERROR_CORRECTION });
}
