// QR codes for PIX payment codes (debts page, boleto PDFs). qrcode is loaded on the first call
// only, so no page pays for it before the user asks for a code.

/** Error correction H, as the bank apps read best from print and phone screens. */
export const QR_ERROR_CORRECTION = 'H';

/** A PNG data URL of the QR code for `text`, `width` pixels wide (256 by default). */
export async function qrCodePngDataUrl(text: string, width = 256): Promise<string> {
  // Through qrcode-module.ts, not import('qrcode'): see there why.
  const { toDataURL } = await import('./qrcode-module.ts');
  return toDataURL(text, { width, margin: 1, errorCorrectionLevel: QR_ERROR_CORRECTION });
}
