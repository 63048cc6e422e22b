// Re-makes the install icons in public/icons/ from public/favicon.svg (the portal's mark): 192 and
// 512 px as drawn, and a maskable 512 px whose mark sits inside the safe circle on a full-bleed
// background (launchers cut maskable icons to their own shape). Renders in Playwright's Chromium.
// Usage: node scripts/icons.ts (the PNGs are committed; run it again only when the mark changes).
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const root = new URL('..', import.meta.url);
const svg = readFileSync(new URL('public/favicon.svg', root), 'utf8');
/** The mark's background (favicon.svg's rect), for the maskable icon's full bleed. */
const background = /fill="(#[0-9a-f]{6})"/i.exec(svg)?.[1] ?? '#0b4f9c';

/** The page that draws one icon: the mark at `scale` of the square, centred on the background. */
export function iconPage(size: number, maskable: boolean): string {
  const scale = maskable ? 0.8 : 1;
  const mark = maskable ? svg.replace(/<rect[^>]*\/>/, '') : svg;
  return `<!doctype html><html><body style="margin:0">
<div style="width:${size}px;height:${size}px;display:grid;place-items:center;background:${maskable ? background : 'transparent'}">
<div style="width:${size * scale}px;height:${size * scale}px">${mark.replace('<svg ', '<svg width="100%" height="100%" ')}</div>
</div></body></html>`;
}

if (import.meta.main) {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  const page = await browser.newPage();
  for (const [name, size, maskable] of [
    ['icon-192.png', 192, false],
    ['icon-512.png', 512, false],
    ['icon-maskable-512.png', 512, true],
  ] as const) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(iconPage(size, maskable));
    await page.screenshot({
      path: new URL(`public/icons/${name}`, root).pathname,
      omitBackground: !maskable,
      clip: { x: 0, y: 0, width: size, height: size },
    });
  }
  await browser.close();
  console.log('Icons written to public/icons/.');
}
