// Flexible campaigns per client: term statuses 1/2/3, an ended campaign, monthly periods relative
// to today, evaluations with volume (1), cover (2) and photo (5) indicators, accumulated periods.
import { addDays, isoDay, monthEnd, monthStart } from '../lib/dates.ts';
import { createPrng, hashSeed, type Prng } from '../lib/prng.ts';
import type { FlexCampaignRecord, FlexPeriodRecord, ProductRecord } from '../lib/state.ts';
import type { FlexibleAccumulatedPeriod, FlexibleIndicator, FlexibleProductGroup } from '../lib/types.ts';
import { bannerSvg } from '../lib/svg.ts';

const TERM_REGULAR = (name: string) => `<h3>Regulamento — ${name}</h3>
<p>Ao aceitar este termo, o <strong>estabelecimento participante</strong> concorda com as regras abaixo, válidas durante toda a vigência da campanha.</p>
<ol>
  <li>Manter o <strong>mix mínimo</strong> de produtos indicado em cada período.</li>
  <li>Atingir a meta mensal de volume de compras, em caixas.</li>
  <li>Enviar as fotos solicitadas dentro do prazo de cada indicador (até 3 tentativas por foto).</li>
</ol>
<ul>
  <li>A pontuação é apurada ao fim de cada período e somada no período acumulado.</li>
  <li>Compras canceladas ou devolvidas não contam para as metas.</li>
  <li>Os prêmios são entregues pelo seu vendedor em até 30 dias após a apuração.</li>
</ul>
<p>Dúvidas? Consulte o <a href="https://www.riogelado.com.br/regulamentos" target="_blank" rel="noopener">regulamento completo</a> ou fale com o seu vendedor.</p>`;

/** A term whose HTML carries script and event handlers: the portal must sanitise it. */
const TERM_DANGEROUS = (name: string) => `<h3>Termo de adesão — ${name}</h3>
<p>Participe e ganhe <em>pontos em dobro</em> nas compras de refrigerantes em embalagens de 2 litros.</p>
<img src=x onerror=alert(1)>
<script>alert('termo')</script>
<ul>
  <li><strong>Meta:</strong> 3 marcas diferentes de refrigerante por mês.</li>
  <li onmouseover="alert(2)">Bônus de 10% na pontuação para quem comprar também águas.</li>
</ul>
<p><a href="javascript:alert(3)">Baixar o regulamento em PDF</a></p>
<p>Ao participar, você autoriza o uso da sua fachada em materiais da campanha.</p>`;

interface CampaignDef {
  id: number;
  name: string;
  description: string;
  subtitle: string;
  start: (today: Date) => Date;
  end: (today: Date) => Date;
  term: (name: string) => string;
  kit: string | null;
  pictures: number;
  plan: 'full' | 'volume-cover' | 'volume-photo';
  banner: 'url' | 'data' | 'none';
}

const DEFS: CampaignDef[] = [
  {
    id: 101,
    name: 'Desafio Verão Gelado',
    description:
      'Compre o mix de cervejas e refrigerantes indicado, bata a meta de volume e mostre sua geladeira organizada para acumular pontos a cada mês.',
    subtitle: 'Bata as metas e ganhe prêmios',
    start: (t) => monthStart(t, -3),
    end: (t) => monthEnd(t, 2),
    term: TERM_REGULAR,
    kit: 'Kit com 2 cartazes A3, 1 wobbler de gôndola e 50 porta-copos.',
    pictures: 3,
    plan: 'full',
    banner: 'url',
  },
  {
    id: 102,
    name: 'Mix Ideal Refrigerantes',
    description: 'Tenha sempre 3 marcas de refrigerante na geladeira e ganhe pontos em dobro nas embalagens de 2 litros.',
    subtitle: 'Pontos em dobro no 2 litros',
    start: (t) => monthStart(t, -1),
    end: (t) => monthEnd(t, 3),
    term: TERM_DANGEROUS,
    kit: null,
    pictures: 2,
    plan: 'volume-cover',
    banner: 'url',
  },
  {
    id: 103,
    name: 'Energia Total no Balcão',
    description: 'Exponha os energéticos no balcão e compre o volume do mês para concorrer a um freezer exclusivo.',
    subtitle: 'Energéticos em destaque',
    start: (t) => monthStart(t, -2),
    end: (t) => monthEnd(t, 1),
    term: TERM_REGULAR,
    kit: 'Display de balcão para energéticos e 1 faixa de gôndola.',
    pictures: 1,
    plan: 'volume-cover',
    banner: 'data',
  },
  {
    id: 104,
    name: 'Festival de Inverno',
    description: 'Campanha de inverno com metas de vinhos e destilados. As inscrições já foram encerradas.',
    subtitle: 'Vinhos e destilados',
    start: (t) => monthStart(t, -5),
    end: (t) => addDays(t, -10),
    term: TERM_REGULAR,
    kit: null,
    pictures: 1,
    plan: 'volume-cover',
    banner: 'none',
  },
  {
    id: 105,
    name: 'Ponto Extra Cervejas Premium',
    description: 'Monte um ponto extra com as cervejas premium e envie a foto para comprovar.',
    subtitle: 'Cervejas premium em destaque',
    start: (t) => monthStart(t, -2),
    end: (t) => monthEnd(t, 2),
    term: TERM_REGULAR,
    kit: 'Ilha de papelão para ponto extra e 1 cartaz.',
    pictures: 2,
    plan: 'volume-photo',
    banner: 'url',
  },
  {
    id: 106,
    name: 'Copa do Boteco',
    description: 'Durante os jogos, compre o volume de cervejas do período e mantenha o mix completo para subir no ranking dos botecos.',
    subtitle: 'O ranking dos botecos',
    start: (t) => monthStart(t, -1),
    end: (t) => monthEnd(t, 2),
    term: TERM_REGULAR,
    kit: 'Bandeirolas e 2 cartazes da Copa do Boteco.',
    pictures: 1,
    plan: 'volume-cover',
    banner: 'url',
  },
];

/** Which campaigns each client sees, with its term status; `late` = accepted after the current period began. */
const CLIENT_CAMPAIGNS: Record<string, Array<{ id: number; status: 1 | 2 | 3; late?: boolean }>> = {
  '100001': [
    { id: 101, status: 1 },
    { id: 102, status: 2 },
    { id: 103, status: 3 },
    { id: 104, status: 2 },
    { id: 105, status: 1 },
    { id: 106, status: 1, late: true },
  ],
  '100002': [
    { id: 101, status: 2 },
    { id: 103, status: 1 },
  ],
  '200001': [
    { id: 101, status: 1 },
    { id: 102, status: 2 },
  ],
  '300001': [
    { id: 101, status: 2 },
    { id: 102, status: 2 },
  ],
  '400001': [{ id: 101, status: 2 }],
};

const slugOf = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
const image = (kind: string, file: string, title: string, subtitle: string) =>
  `/static/${kind}/${file}.svg?t=${encodeURIComponent(title)}&s=${encodeURIComponent(subtitle)}`;

const TUTORIAL = '/static/tutorials/foto-indicador.webm';

interface PhotoSpec {
  name: string;
  description: string;
  status: 0 | 1 | 2 | 3 | null;
  attempt: number;
  reasons?: string[];
  visible?: boolean;
  /** days from the period start to the first photo day; default 0 */
  opensAfter?: number;
  movie?: boolean;
}

function groupsFrom(products: ProductRecord[], prng: Prng, done: number): FlexibleProductGroup[] {
  const pick = (filter: (p: ProductRecord) => boolean, n: number) => products.filter(filter).slice(0, n);
  const groups: Array<[string, ProductRecord[]]> = [
    ['Cervejas puro malte', pick((p) => p.descricao.includes('Puro Malte') || p.descricao.includes('Duplo Malte'), 3)],
    ['Refrigerantes 2 litros', pick((p) => p.descricao.endsWith('PET 2L'), 3)],
    ['Águas minerais 500ml', pick((p) => p.descricao.endsWith('PET 500ml'), 2)],
    ['Energéticos lata', pick((p) => p.segment === 'Energéticos' && p.descricao.includes('Lata'), 3)],
  ];
  return groups.map(([description, list], g) => {
    const isDone = g < done;
    return {
      id: 700 + g,
      description,
      status: isDone,
      products: list.map((p, i) => ({
        id: 7000 + g * 10 + i,
        sku: p.sku,
        name: p.descricao,
        orderQuantity: isDone && (i === 0 || prng.chance(0.5)) ? prng.int(1, 12) : 0,
      })),
    };
  });
}

function volumeIndicator(
  id: number,
  from: string,
  to: string,
  pct: number,
  products: ProductRecord[],
  name = 'Volume de compras',
): FlexibleIndicator {
  const goal = 120;
  const total = Math.round((goal * pct) / 100);
  const clientPercentage = Math.round((total / goal) * 1000) / 10;
  const totalPoints = 40;
  return {
    id,
    name,
    description: 'Compre a quantidade mínima de caixas no período. Caixas de 12 unidades contam como 1; fardos de 6, como 0,5.',
    flexible_indicator_id: 1,
    visible: true,
    evaluation: {
      clientPercentage,
      clientPoints: clientPercentage >= 100 ? totalPoints : Math.floor((totalPoints * clientPercentage) / 100),
      totalPoints,
      initialDate: from,
      finalDate: to,
      goal,
      total,
      conversion_factor: 0.5,
    },
    product_groups: [
      {
        id: 690,
        description: 'Produtos que contam para a meta',
        status: clientPercentage >= 100,
        products: products
          .filter((p) => p.segment === 'Cervejas')
          .slice(0, 4)
          .map((p, i) => ({
            id: 6900 + i,
            sku: p.sku,
            name: p.descricao,
            orderQuantity: Math.round(total * ([0.4, 0.3, 0.2, 0.1][i] ?? 0)),
          })),
      },
    ],
  };
}

function coverIndicator(id: number, from: string, to: string, groups: FlexibleProductGroup[]): FlexibleIndicator {
  const done = groups.filter((g) => g.status).length;
  const clientPercentage = Math.round((done / groups.length) * 1000) / 10;
  const totalPoints = 30;
  return {
    id,
    name: 'Cobertura de portfólio',
    description: 'Compre pelo menos uma caixa de cada grupo de produtos no período.',
    flexible_indicator_id: 2,
    visible: true,
    evaluation: {
      clientPercentage,
      clientPoints: Math.round((totalPoints * done) / groups.length),
      totalPoints,
      initial_date: from,
      final_date: to,
    },
    product_groups: groups,
  };
}

function photoIndicator(id: number, from: Date, to: Date, spec: PhotoSpec): FlexibleIndicator {
  const totalPoints = 10;
  const reasons = spec.reasons ?? [];
  const sent = spec.status !== null && spec.status !== 0;
  return {
    id,
    name: spec.name,
    description: spec.description,
    flexible_indicator_id: 5,
    visible: spec.visible ?? true,
    initial_photo_period: isoDay(addDays(from, spec.opensAfter ?? 0)),
    final_photo_period: isoDay(to),
    movieLink: spec.movie === false ? null : TUTORIAL,
    photograph: sent
      ? {
          based_image: image('campaigns', `foto-${id}`, spec.name, 'Foto enviada pelo cliente'),
          param_evaluation: reasons.map((reason, i) => ({
            attempt: i + 1,
            reason: spec.status === 1 && i === reasons.length - 1 ? null : reason,
          })),
        }
      : null,
    evaluation: {
      status: spec.status,
      attempt: spec.attempt,
      clientPercentage: spec.status === 1 ? 100 : 0,
      clientPoints: spec.status === 1 ? totalPoints : 0,
      totalPoints,
    },
  };
}

const CURRENT_PHOTOS_FULL: PhotoSpec[] = [
  {
    name: 'Foto da geladeira organizada',
    description: 'Fotografe a geladeira com as cervejas da campanha na altura dos olhos.',
    status: 1,
    attempt: 1,
    reasons: [''],
  },
  {
    name: 'Foto do material de PDV',
    description: 'Mostre o cartaz e o wobbler da campanha instalados.',
    status: 2,
    attempt: 1,
    reasons: [],
  },
  {
    name: 'Foto da gôndola de refrigerantes',
    description: 'Fotografe a gôndola com as 3 marcas de refrigerante lado a lado.',
    status: 0,
    attempt: 0,
  },
  {
    name: 'Foto da fachada com cartaz',
    description: 'Fotografe a fachada do estabelecimento com o cartaz da campanha visível.',
    status: 3,
    attempt: 3,
    reasons: ['Foto escura: não é possível ver o cartaz.', 'O cartaz não aparece na foto.', 'A foto não é deste estabelecimento.'],
  },
];

const CURRENT_PHOTOS_PREMIUM: PhotoSpec[] = [
  {
    name: 'Foto do ponto extra',
    description: 'Fotografe a ilha de cervejas premium montada na entrada da loja.',
    status: 3,
    attempt: 1,
    reasons: ['Foto desfocada. Tente novamente com mais luz.'],
  },
  {
    name: 'Foto do freezer no fim do mês',
    description: 'Nos últimos dias do período, fotografe o freezer abastecido.',
    status: null,
    attempt: 0,
    visible: false,
    opensAfter: 40,
    movie: false,
  },
];

function buildPeriods(
  def: CampaignDef,
  clientCode: string,
  today: Date,
  status: 1 | 2 | 3,
  late: boolean,
  products: ProductRecord[],
): FlexPeriodRecord[] {
  const prng = createPrng(hashSeed(`flex-${clientCode}-${def.id}`));
  const start = def.start(today);
  const end = def.end(today);
  const records: FlexPeriodRecord[] = [];
  for (let m = 0; ; m++) {
    const from = monthStart(start, m);
    if (from > today || from > end) break;
    const lastDay = monthEnd(start, m);
    const to = lastDay < end ? lastDay : end;
    const isCurrent = from <= today && today <= to;
    const flexiblePeriodId = def.id * 100 + m + 1;
    const participated = status === 1 && (!late || isCurrent);
    const f = isoDay(from);
    const t = isoDay(to);
    const baseId = flexiblePeriodId * 10;
    const indicators: FlexibleIndicator[] = [];
    const acceptedOnTime = !(isCurrent && late);
    if (acceptedOnTime) {
      const volumePct = isCurrent ? prng.int(35, 85) : prng.pick([62, 88, 100, 104, 115, 95]);
      indicators.push(volumeIndicator(baseId + 1, f, t, volumePct, products));
      if (def.plan !== 'volume-photo')
        indicators.push(coverIndicator(baseId + 2, f, t, groupsFrom(products, prng, isCurrent ? 2 : prng.int(1, 4))));
      if (def.plan === 'full') {
        const photos: PhotoSpec[] = isCurrent
          ? CURRENT_PHOTOS_FULL
          : [
              m % 3 === 0
                ? { name: 'Foto da geladeira organizada', description: 'Geladeira com as cervejas da campanha.', status: null, attempt: 0 }
                : m % 3 === 1
                  ? {
                      name: 'Foto da geladeira organizada',
                      description: 'Geladeira com as cervejas da campanha.',
                      status: 1,
                      attempt: 2,
                      reasons: ['Foto cortada.', ''],
                    }
                  : {
                      name: 'Foto da geladeira organizada',
                      description: 'Geladeira com as cervejas da campanha.',
                      status: 3,
                      attempt: 2,
                      reasons: ['Foto escura.', 'Produtos de outra marca na frente.'],
                    },
            ];
        photos.forEach((p, i) => indicators.push(photoIndicator(baseId + 5 + i, from, to, p)));
      }
      if (def.plan === 'volume-photo') {
        const photos: PhotoSpec[] = isCurrent
          ? CURRENT_PHOTOS_PREMIUM.map((p) =>
              p.opensAfter ? { ...p, opensAfter: Math.max(1, Math.round((to.getTime() - from.getTime()) / 86_400_000) - 3) } : p,
            )
          : [{ name: 'Foto do ponto extra', description: 'Ilha de cervejas premium montada.', status: 1, attempt: 1, reasons: [''] }];
        photos.forEach((p, i) => indicators.push(photoIndicator(baseId + 5 + i, from, to, p)));
      }
    } else {
      indicators.push(volumeIndicator(baseId + 1, f, t, 0, products));
    }
    const totalPoints = indicators.reduce((s, i) => s + (i.evaluation.totalPoints ?? 0), 0);
    const clientPoints = indicators.reduce((s, i) => s + (i.evaluation.clientPoints ?? 0), 0);
    records.push({
      participated,
      period: {
        id: Number(clientCode.slice(-3)) * 100_000 + flexiblePeriodId,
        initial_date: f,
        final_date: t,
        acceptedOnTime,
        flexible_period_id: flexiblePeriodId,
        flexible_campaigns_id: def.id,
        evaluation: { clientPercentage: totalPoints ? Math.round((clientPoints / totalPoints) * 1000) / 10 : 0, indicators },
        client_score: clientPoints,
      },
    });
  }
  return records;
}

function quarterLabel(day: Date): string {
  return `${Math.floor(day.getUTCMonth() / 3) + 1}º trimestre de ${day.getUTCFullYear()}`;
}

/** Accumulated periods: the client's periods grouped by calendar quarter. */
export function accumulate(records: FlexPeriodRecord[], campaignId: number): FlexibleAccumulatedPeriod[] {
  const groups = new Map<string, FlexPeriodRecord[]>();
  for (const r of records.filter((x) => x.participated)) {
    const day = new Date(`${r.period.initial_date}T12:00:00Z`);
    const key = quarterLabel(day);
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  return [...groups.entries()].map(([label, list], i) => ({
    id: campaignId * 10 + i + 1,
    accumulated_period_description: `Acumulado do ${label}`,
    flexible_periods: list.map((r) => ({
      id: r.period.flexible_period_id,
      initial_date: r.period.initial_date,
      final_date: r.period.final_date,
      client_score: r.period.client_score ?? 0,
    })),
    total_client_periods_score: list.reduce(
      (s, r) => s + (r.period.evaluation?.indicators.reduce((a, ind) => a + (ind.evaluation.totalPoints ?? 0), 0) ?? 0),
      0,
    ),
    total_client_accumulated_score: list.reduce((s, r) => s + (r.period.client_score ?? 0), 0),
  }));
}

/** Flexible campaigns per client code. */
export function buildFlexible(today: Date, products: ProductRecord[]): Map<string, FlexCampaignRecord[]> {
  const out = new Map<string, FlexCampaignRecord[]>();
  for (const [clientCode, list] of Object.entries(CLIENT_CAMPAIGNS)) {
    out.set(
      clientCode,
      list.map(({ id, status, late }) => {
        const def = DEFS.find((d) => d.id === id)!;
        const slug = slugOf(def.name);
        const periods = buildPeriods(def, clientCode, today, status, late ?? false, products);
        const banner =
          def.banner === 'url'
            ? image('campaigns', slug, def.name, def.subtitle)
            : def.banner === 'data'
              ? `data:image/svg+xml;base64,${Buffer.from(bannerSvg(def.name, def.subtitle)).toString('base64')}`
              : null;
        return {
          campaign: {
            id: def.id,
            name: def.name,
            description: def.description,
            initial_date: isoDay(def.start(today)),
            final_date: isoDay(def.end(today)),
            banner_data: { based_image: banner },
            pictures: Array.from({ length: def.pictures }, (_, i) => ({
              id: def.id * 10 + i + 1,
              carousel_data: { based_image: image('campaigns', `${slug}-${i + 1}`, def.name, `Imagem ${i + 1} de ${def.pictures}`) },
            })),
          },
          termStatus: status,
          term: def.term(def.name),
          kit: def.kit,
          periods,
          accumulated: accumulate(periods, def.id),
        };
      }),
    );
  }
  return out;
}

/** Banners of the campaigns home carousel. */
export function buildBanners(): Array<{ id: number; image: string }> {
  return [
    { id: 1, image: image('banners', 'festival-de-ofertas', 'Festival de Ofertas', 'Até 15% de desconto em cervejas selecionadas') },
    { id: 2, image: image('banners', 'desafio-verao-gelado', 'Desafio Verão Gelado', 'Participe e acumule pontos todo mês') },
    { id: 3, image: image('banners', 'novidade-energeticos', 'Novidade: Energéticos', 'Chegaram novos sabores ao catálogo') },
  ];
}
