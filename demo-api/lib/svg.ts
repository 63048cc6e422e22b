// Generated SVG pictures for every image URL in the data (banners, campaign pictures, products,
// segments, brands, profiles), so the demo needs no binary pictures; the tutorial video is a file.
import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import type { DemoContext, DemoEnv } from './context.ts';
import { escapeHtml, fold } from './text.ts';

const PALETTE: Record<string, [string, string]> = {
  cervejas: ['#f2b705', '#7a4e00'],
  refrigerantes: ['#c62828', '#ffffff'],
  aguas: ['#4fc3f7', '#01426a'],
  energeticos: ['#1b1b1b', '#c6ff00'],
  sucos: ['#ff9800', '#4a2600'],
  destilados: ['#6d4c41', '#fff3e0'],
  vinhos: ['#7b1fa2', '#fce4ec'],
  combos: ['#2e7d32', '#ffffff'],
};

/** The photo indicators' tutorial video, in demo-api/assets/ (read at its first request). */
export const TUTORIAL_FILE = 'foto-indicador.webm';
let tutorialVideo: Buffer | undefined;

function hue(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

function colours(key: string): [string, string] {
  return PALETTE[fold(key)] ?? [`hsl(${hue(key)} 55% 42%)`, '#ffffff'];
}

function svg(width: number, height: number, label: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeHtml(label)}"><title>${escapeHtml(label)}</title>${body}</svg>`;
}

function text(x: number, y: number, size: number, fill: string, content: string, weight = 700): string {
  return `<text x="${x}" y="${y}" font-family="Arial, Helvetica, sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="middle">${escapeHtml(content)}</text>`;
}

/** Splits a title into at most `max` lines of about `width` characters. */
function wrap(title: string, width: number, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.slice(0, max);
}

/** A wide banner with a title and a subtitle. */
export function bannerSvg(title: string, subtitle: string, key = title): string {
  const [bg, fg] = colours(key);
  return svg(
    1200,
    400,
    title,
    `<rect width="1200" height="400" fill="${bg}"/><circle cx="1050" cy="80" r="220" fill="${fg}" opacity="0.12"/><circle cx="120" cy="380" r="160" fill="${fg}" opacity="0.10"/>` +
      text(600, 190, 64, fg, title) +
      text(600, 260, 30, fg, subtitle, 400),
  );
}

/** A product picture: a can, bottle or box shape in the segment's colours. */
function productSvg(name: string, segment: string, packaging: string): string {
  const [bg, fg] = colours(segment);
  const p = fold(packaging);
  let shape: string;
  if (p.includes('lata'))
    shape = `<rect x="150" y="90" width="100" height="190" rx="18" fill="${bg}" stroke="${fg}" stroke-width="6"/><rect x="165" y="78" width="70" height="16" rx="6" fill="#9e9e9e"/>`;
  else if (p.includes('galao') || p.includes('bag'))
    shape = `<rect x="120" y="110" width="160" height="170" rx="26" fill="${bg}" stroke="${fg}" stroke-width="6"/><rect x="180" y="80" width="40" height="34" rx="6" fill="${fg}"/>`;
  else
    shape = `<path d="M185 60 h30 v50 q35 25 35 70 v100 q0 12 -12 12 h-76 q-12 0 -12 -12 v-100 q0 -45 35 -70z" fill="${bg}" stroke="${fg}" stroke-width="6"/>`;
  const lines = wrap(name, 26, 2);
  return svg(
    400,
    400,
    name,
    `<rect width="400" height="400" fill="#f7f7f5"/>${shape}` + lines.map((l, i) => text(200, 330 + i * 26, 20, '#263238', l)).join(''),
  );
}

/** A square tile with the segment's name. */
function segmentSvg(name: string): string {
  const [bg, fg] = colours(name);
  return svg(
    300,
    300,
    name,
    `<rect width="300" height="300" rx="24" fill="${bg}"/><circle cx="150" cy="120" r="60" fill="${fg}" opacity="0.2"/>` +
      text(150, 235, 34, fg, name),
  );
}

/** A brand tile with the brand's name as a word mark. */
function brandSvg(name: string): string {
  const [bg] = colours(name);
  const lines = wrap(name, 14, 2);
  return svg(
    300,
    150,
    name,
    `<rect width="300" height="150" rx="16" fill="#ffffff" stroke="${bg}" stroke-width="6"/>` +
      lines.map((l, i) => text(150, (lines.length === 1 ? 90 : 68) + i * 40, 32, bg, l)).join(''),
  );
}

/** A round avatar with initials. */
function profileSvg(name: string): string {
  const initials = name
    .split(/\s+/)
    .filter((w) => w.length > 2)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
  return svg(
    256,
    256,
    name,
    `<circle cx="128" cy="128" r="128" fill="hsl(${hue(name)} 45% 40%)"/>` + text(128, 150, 84, '#ffffff', initials || '?'),
  );
}

/**
 * `/static/...` routes. Paths in the data are written as `/static/<kind>/<slug>.svg`; a title
 * for the picture comes from the `t` query parameter the seed adds, or from the slug.
 */
export function staticRoutes(ctx: DemoContext): Hono<DemoEnv> {
  const r = new Hono<DemoEnv>();
  const reply = (body: string) =>
    new Response(body, { headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
  const titleOf = (slugText: string, query: string | undefined) =>
    query ??
    slugText
      .replace(/\.svg$/, '')
      .replace(/-/g, ' ')
      .replace(/\b\w/g, (ch) => ch.toUpperCase());

  r.get('/banners/:file', (c) =>
    reply(
      bannerSvg(
        titleOf(c.req.param('file'), c.req.query('t')),
        c.req.query('s') ?? 'Portal do Cliente',
        c.req.query('k') ?? c.req.param('file'),
      ),
    ),
  );
  r.get('/campaigns/:file', (c) =>
    reply(
      bannerSvg(titleOf(c.req.param('file'), c.req.query('t')), c.req.query('s') ?? 'Campanha', c.req.query('k') ?? c.req.param('file')),
    ),
  );
  r.get('/segments/:file', (c) => reply(segmentSvg(titleOf(c.req.param('file'), c.req.query('t')))));
  r.get('/brands/:file', (c) => reply(brandSvg(titleOf(c.req.param('file'), c.req.query('t')))));
  r.get('/profiles/:file', (c) => reply(profileSvg(titleOf(c.req.param('file'), c.req.query('t')))));
  r.get('/products/:file', (c) => {
    const sku = c.req.param('file').replace(/\.svg$/, '');
    const product = ctx.state.catalogue.products.find((p) => p.sku === sku);
    const combo = ctx.state.catalogue.combos.find((p) => p.sku === sku);
    if (product) return reply(productSvg(product.descricao, product.segment, product.descricao));
    if (combo) return reply(productSvg(combo.description, 'Combos', 'caixa'));
    return c.json({ message: 'Não encontrado', details: 'Imagem não encontrada.' }, 404);
  });
  // The photo indicators' tutorial: a video file, which the portal plays in place (product-rules R258).
  // Its one binary asset, made by scripts/demo-tutorial-video.ts.
  r.get('/tutorials/:file', (c) => {
    if (c.req.param('file') !== TUTORIAL_FILE) return c.json({ message: 'Não encontrado', details: 'Vídeo não encontrado.' }, 404);
    tutorialVideo ??= readFileSync(new URL(`../assets/${TUTORIAL_FILE}`, import.meta.url));
    return new Response(new Uint8Array(tutorialVideo), {
      headers: { 'content-type': 'video/webm', 'cache-control': 'public, max-age=3600' },
    });
  });
  r.get('/uploads/:id', (c) => {
    const upload = ctx.state.uploads.get(c.req.param('id'));
    if (!upload) return c.json({ message: 'Não encontrado', details: 'Imagem não encontrada.' }, 404);
    return new Response(upload.bytes.slice().buffer, { headers: { 'content-type': upload.type, 'cache-control': 'no-store' } });
  });
  return r;
}
