// QR codes for PIX payment codes (debts page, boleto PDFs). qrcode is loaded on the first call only, so
// no page's first load pays for it (the debts page calls it once its list is on screen).
//
// The debts page draws its codes in a worker (qr-code-image.ts): on a slow phone each code was a long
// task of the main thread (docs/performance.md, "QR codes in a worker").

/** A PNG data URL of the QR code for `text`, `width` pixels wide (256 by default): for the boleto's PDF. */
export async function qrCodePngDataUrl(text: string, width = 256): Promise<string> {
  const { renderQrPng } = await import('./qr-code-render.ts');
  return renderQrPng(text, width);
}

/** An image address (an SVG data URL) of the QR code for `text`, `width` pixels wide: for the screen. */
export async function qrCodeImageUrl(text: string, width = 256): Promise<string> {
  // The worker's client is loaded with the first code too, off the page's first load.
  const { qrCodeSvgDataUrl } = await import('./qr-code-image.ts');
  return qrCodeSvgDataUrl(text, width);
}
