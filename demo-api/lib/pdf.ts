// A minimal, valid PDF written by hand: one A4 page of text per entry, Helvetica (WinAnsi, so
// pt-BR accents work). Enough for the invoice and payment-slip downloads; pdf-lib can open it.

/** One page: a bold title and lines of text (a line starting with '# ' is a bold subheading). */
export interface PdfPage {
  title: string;
  lines: string[];
}

function latin1(text: string): string {
  return text
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u0100-\uffff]/g, '?'); // every UTF-16 unit above Latin-1 (astral chars: one per half)
}

function pdfString(text: string): string {
  return `(${latin1(text).replace(/([\\()])/g, '\\$1')})`;
}

function pageContent(page: PdfPage): string {
  const ops: string[] = [];
  ops.push('0.11 0.36 0.20 rg 40 780 515 36 re f');
  ops.push(`BT /F2 15 Tf 1 1 1 rg 52 792 Td ${pdfString(page.title)} Tj ET`);
  let y = 748;
  for (const line of page.lines) {
    const bold = line.startsWith('# ');
    const text = bold ? line.slice(2) : line;
    if (bold) y -= 6;
    ops.push(`BT /${bold ? 'F2' : 'F1'} ${bold ? 12 : 10.5} Tf 0 0 0 rg 52 ${y} Td ${pdfString(text)} Tj ET`);
    y -= bold ? 20 : 16;
    if (y < 60) break;
  }
  ops.push('0.6 0.6 0.6 RG 0.5 w 40 40 m 555 40 l S');
  ops.push(`BT /F1 8 Tf 0.35 0.35 0.35 rg 52 28 Td ${pdfString('Documento gerado pela API de demonstração - sem valor fiscal.')} Tj ET`);
  return ops.join('\n');
}

/** The PDF file for the pages. */
export function buildPdf(pages: PdfPage[], documentTitle: string): Uint8Array {
  const objects: string[] = [];
  const pageCount = Math.max(pages.length, 1);
  // 1 catalog, 2 pages, 3 font, 4 bold font, 5 info, then per page: page object + content stream.
  const firstPage = 6;
  const kids = Array.from({ length: pageCount }, (_, i) => `${firstPage + i * 2} 0 R`).join(' ');
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${pageCount} >>`);
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  objects.push(`<< /Title ${pdfString(documentTitle)} /Producer (Portal do Cliente - API de demonstracao) >>`);
  const list = pages.length ? pages : [{ title: documentTitle, lines: [] }];
  list.forEach((page, i) => {
    const content = pageContent(page);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${firstPage + i * 2 + 1} 0 R >>`,
    );
    objects.push(`<< /Length ${latin1(content).length} >>\nstream\n${content}\nendstream`);
  });

  let out = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(latin1(out), (ch) => ch.charCodeAt(0));
}
