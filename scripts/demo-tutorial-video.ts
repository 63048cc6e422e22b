// Re-makes the demo API's tutorial video (demo-api/assets/foto-indicador.webm), the direct video file the
// demo's photo indicators link to, so the details modal plays a tutorial in place (product-rules R258)
// with no network beyond the demo API. Chromium draws the steps on a canvas and records it with
// MediaRecorder (VP8, no sound): a few seconds, a few dozen kB.
// Usage: node scripts/demo-tutorial-video.ts (the file is committed; run it again only to change it).
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** The tutorial's cards, one every two seconds. */
const steps = [
  'Como tirar a foto do indicador',
  '1. Limpe a lente e procure boa luz',
  '2. Enquadre tudo, de frente, sem cortes',
  '3. Confira marcas e preços legíveis',
  '4. Envie pelo portal: até 3 tentativas',
];

const out = new URL('../demo-api/assets/foto-indicador.webm', import.meta.url);
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
const bytes = await page.evaluate(async (cards: string[]) => {
  const canvas = document.createElement('canvas');
  canvas.width = 480;
  canvas.height = 270;
  const context = canvas.getContext('2d')!;
  const recorder = new MediaRecorder(canvas.captureStream(10), { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 60_000 });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const stopped = new Promise((resolve) => (recorder.onstop = resolve));
  recorder.start();
  const started = performance.now();
  const cardMs = 2000;
  await new Promise<void>((done) => {
    const draw = () => {
      const elapsed = performance.now() - started;
      const index = Math.floor(elapsed / cardMs);
      if (index >= cards.length) return done();
      context.fillStyle = '#0b4f9c';
      context.fillRect(0, 0, canvas.width, canvas.height);
      // A bar that fills over each card, so the picture moves.
      context.fillStyle = '#f5a623';
      context.fillRect(0, canvas.height - 12, (canvas.width * (elapsed % cardMs)) / cardMs, 12);
      context.fillStyle = '#ffffff';
      context.font = 'bold 24px sans-serif';
      context.textAlign = 'center';
      context.textBaseline = 'middle';
      context.fillText(cards[index]!, canvas.width / 2, canvas.height / 2, canvas.width - 32);
      requestAnimationFrame(draw);
    };
    draw();
  });
  recorder.stop();
  await stopped;
  return [...new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer())];
}, steps);
await browser.close();
writeFileSync(out, Uint8Array.from(bytes));
console.log(`Tutorial video written to ${out.pathname} (${bytes.length} bytes).`);
