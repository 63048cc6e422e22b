// QR codes for PIX payment codes (debts page, boleto PDFs). qrcode is loaded on the first call
// only, so no page's first load pays for it (the debts page calls it once its list is on screen).

/** Error correction H, as the bank apps read best from print and phone screens. */
const QR_ERROR_CORRECTION = 'H';

/** A PNG data URL of the QR code for `text`, `width` pixels wide (256 by default). */
export async function qrCodePngDataUrl(text: string, width = 256): Promise<string> {
  const { toDataURL } = await import('./qr-code-render.ts');
  return toDataURL(text, { width, margin: 1, errorCorrectionLevel: QR_ERROR_CORRECTION });
}
