// Adds the PIX QR code and its copy-and-paste code to a boleto PDF (product-rules R88: when
// a PIX code exists, a QR code is embedded in the first page). Loaded with `import()` at the moment
// a boleto is downloaded: pdf-lib and qrcode never reach a page's first load.
import { qrCodePngDataUrl } from '../qr-code.ts';

/** Width in pixels of the QR code image (product-rules R88). */
const PIX_QR_WIDTH = 256;

// Layout of the strip added under the first page's content, in PDF points (1/72 in).
const STRIP_HEIGHT = 190;
const MARGIN = 36;
const QR_SIZE = 140;
const GAP = 16;
const TITLE_SIZE = 11;
const CODE_SIZE = 8;
const LINE_GAP = 3;

/**
 * Breaks a text with no spaces (a PIX code) into lines no wider than `maxWidth`, as `measure`
 * reports widths: every character stays, in order.
 */
export function wrapCode(text: string, maxWidth: number, measure: (part: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const char of text) {
    if (line && measure(line + char) > maxWidth) {
      lines.push(line);
      line = char;
    } else {
      line += char;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The boleto PDF with, on its first page, the QR code of `pixCode` (256 px, error correction H)
 * and the code as text beside it. The page grows downwards by a strip that holds them, so nothing
 * the bank printed is covered.
 */
export async function withPixQrCode(boleto: Blob, pixCode: string): Promise<Blob> {
  const [{ PDFDocument, StandardFonts, rgb }, png, bytes] = await Promise.all([
    // pdf-lib's self-contained ES build: the package root pulls pako (CommonJS), whose interop
    // helpers would land in the runtime chunk every page loads (see src/types/pdf-lib-esm.d.ts).
    import('pdf-lib/dist/pdf-lib.esm.min.js'),
    qrCodePngDataUrl(pixCode, PIX_QR_WIDTH),
    boleto.arrayBuffer(),
  ]);
  const doc = await PDFDocument.load(bytes);
  const page = doc.getPage(0);
  const box = page.getMediaBox();
  const bottom = box.y - STRIP_HEIGHT;
  page.setMediaBox(box.x, bottom, box.width, box.height + STRIP_HEIGHT);
  page.setCropBox(box.x, bottom, box.width, box.height + STRIP_HEIGHT);

  const [image, bold, mono] = await Promise.all([
    doc.embedPng(png),
    doc.embedFont(StandardFonts.HelveticaBold),
    doc.embedFont(StandardFonts.Courier),
  ]);
  const left = box.x + MARGIN;
  const right = box.x + box.width - MARGIN;
  const top = box.y - 12;
  page.drawLine({
    start: { x: left, y: box.y - 4 },
    end: { x: right, y: box.y - 4 },
    thickness: 0.5,
    color: rgb(0.6, 0.6, 0.6),
    dashArray: [4, 3],
  });
  page.drawImage(image, { x: left, y: top - QR_SIZE - 4, width: QR_SIZE, height: QR_SIZE });

  const textLeft = left + QR_SIZE + GAP;
  const textWidth = right - textLeft;
  let y = top - TITLE_SIZE - 4;
  page.drawText('Pague com PIX', { x: textLeft, y, size: TITLE_SIZE, font: bold });
  y -= TITLE_SIZE + 6;
  page.drawText('PIX Copia e Cola:', { x: textLeft, y, size: CODE_SIZE + 1, font: bold });
  // The standard fonts only know WinAnsi: a PIX code is ASCII, anything else is dropped.
  const code = pixCode.replace(/[^\x20-\x7e]/g, '');
  for (const line of wrapCode(code, textWidth, (part) => mono.widthOfTextAtSize(part, CODE_SIZE))) {
    y -= CODE_SIZE + LINE_GAP;
    if (y < bottom + 8) break;
    page.drawText(line, { x: textLeft, y, size: CODE_SIZE, font: mono });
  }
  const saved = await doc.save();
  return new Blob([saved.slice().buffer], { type: 'application/pdf' });
}
