import { PDFDict, PDFDocument, PDFName, PDFRawStream, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { withPixQrCode, wrapCode } from '../../../src/lib/pdf/boleto-pix.ts';

const PIX =
  '00020101021226900014br.gov.bcb.pix2568qrpix.bradesco.com.br/qr/v2/cobv/9d36b84f-c70b-478f-b95c-12729b90ca255204000053039865406123.455802BR5925DISTRIBUIDORA DE BEBIDAS6014RIO DE JANEIRO62070503***6304ABCD';

async function boletoPdf(pages = 2): Promise<Blob> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i++) doc.addPage([595, 842]).drawText(`Boleto página ${i + 1}`, { x: 40, y: 800, size: 12, font });
  return new Blob([(await doc.save()).slice().buffer], { type: 'application/pdf' });
}

function imageCount(doc: PDFDocument, pageIndex: number): number {
  const resources = doc.getPage(pageIndex).node.Resources();
  const xObjects = resources?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  if (!xObjects) return 0;
  return xObjects.keys().filter((key) => {
    const object = xObjects.lookup(key);
    return object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype'))?.toString() === '/Image';
  }).length;
}

describe('wrapCode', () => {
  it('breaks a code into lines within the width, keeping every character in order', () => {
    const lines = wrapCode('ABCDEFGHIJ', 4, (part) => part.length);
    expect(lines).toEqual(['ABCD', 'EFGH', 'IJ']);
    expect(lines.join('')).toBe('ABCDEFGHIJ');
  });

  it('gives no lines for an empty code', () => {
    expect(wrapCode('', 10, (part) => part.length)).toEqual([]);
  });
});

describe('withPixQrCode (R88)', () => {
  it('draws the QR image on the first page only, and grows that page instead of covering it', async () => {
    const result = await withPixQrCode(await boletoPdf(), PIX);
    expect(result.type).toBe('application/pdf');
    const doc = await PDFDocument.load(await result.arrayBuffer());
    expect(doc.getPageCount()).toBe(2);
    expect(imageCount(doc, 0)).toBe(1);
    expect(imageCount(doc, 1)).toBe(0);
    expect(doc.getPage(0).getHeight()).toBeGreaterThan(842);
    expect(doc.getPage(1).getHeight()).toBe(842);
  });

  it('rejects what is not a PDF (the caller then saves the boleto as it came)', async () => {
    await expect(withPixQrCode(new Blob(['not a pdf']), PIX)).rejects.toThrow();
  });
});
