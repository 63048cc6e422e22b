// Old ('prospera') campaigns per client: participating, open enrolment and closed enrolment, monthly
// periods (current and history), indicators of all eight types and their per-type results.
import { addDays, isoDay, monthEnd, monthLabel, monthStart } from '../lib/dates.ts';
import { createPrng, hashSeed, type Prng } from '../lib/prng.ts';
import type { ProductRecord, ProsperaRecord } from '../lib/state.ts';
import type { OldAccumulatedPeriod, OldCampaign, OldIndicator, OldIndicatorResult, OldPeriod } from '../lib/types.ts';

const INDICATORS: Record<number, Omit<OldIndicator, 'peso'>> = {
  1: { idprospera_indicadores: 1, nome: 'Volume de Compras', name: 'volume', descricao: 'Compre o volume mínimo de caixas no período.' },
  2: {
    idprospera_indicadores: 2,
    nome: 'Cobertura de Portfólio',
    name: 'cover',
    descricao: 'Compre pelo menos uma caixa de cada grupo de produtos.',
  },
  3: {
    idprospera_indicadores: 3,
    nome: 'Execução de Preço',
    name: 'priceExec',
    descricao: 'Pratique o preço sugerido nos produtos da lista.',
  },
  4: {
    idprospera_indicadores: 4,
    nome: 'Ativação Interna',
    name: 'internalActivation',
    descricao: 'Materiais de PDV instalados dentro do estabelecimento.',
  },
  5: { idprospera_indicadores: 5, nome: 'Ativação Externa', name: 'externalActivation', descricao: null },
  6: {
    idprospera_indicadores: 6,
    nome: 'Carga do Freezer',
    name: 'freezerLoad',
    descricao: 'Freezer abastecido com pelo menos 80% de produtos da distribuidora.',
  },
  7: {
    idprospera_indicadores: 7,
    nome: 'Freezer Exclusivo',
    name: 'exclusiveFreezer',
    descricao: 'Freezer cedido em comodato com uso exclusivo.',
  },
  8: { idprospera_indicadores: 8, nome: 'SOVI', name: 'sovi', descricao: 'Participação das nossas marcas no espaço visível da geladeira.' },
};

interface OldDef {
  campaign: (today: Date) => OldCampaign;
  weights: Array<[number, number]>;
  banners: string[];
}

const TERM = (name: string, extra = '') => `<h3>Termo de Aceite — ${name}</h3>
<p>Ao participar, o cliente concorda em cumprir os <strong>indicadores</strong> da campanha em cada período mensal.</p>
<ol>
  <li>A apuração é mensal; o resultado do período é a soma ponderada dos indicadores.</li>
  <li>Os pontos acumulados no trimestre são trocados por prêmios no catálogo da campanha.</li>
</ol>
<p>Regulamento completo em <a href="https://www.riogelado.com.br/prospera" target="_blank" rel="noopener">riogelado.com.br/prospera</a>.</p>${extra}`;

const DEFS: Record<number, OldDef> = {
  31: {
    campaign: (t) => ({
      idcampanha: 31,
      nome: 'Prospera Bar Premiado',
      desc_curta: 'Bata as metas do mês e ganhe pontos para trocar por prêmios.',
      desc_long:
        'O Prospera Bar Premiado avalia oito indicadores do seu bar todo mês: volume, cobertura, preço, ativações, freezer e SOVI. Quanto maior o resultado, mais pontos você acumula no trimestre.',
      kit: 'Kit com cartazes, adesivos de freezer e 100 porta-copos.',
      termo: TERM('Prospera Bar Premiado'),
      tipo: 'PDV',
      imagem: 'uploads/prospera/2025/campanha-verao.svg',
      dt_ini_insc: isoDay(monthStart(t, -4)),
      dt_fim_insc: isoDay(monthEnd(t, 2)),
    }),
    // Weights need not be whole: 7,5 and 2,5 show the points written in pt-BR (product-rules R50).
    weights: [
      [1, 30],
      [2, 20],
      [3, 15],
      [4, 10],
      [5, 7.5],
      [6, 10],
      [7, 5],
      [8, 2.5],
    ],
    banners: ['uploads/prospera/2025/banner-prospera-1.svg', 'uploads/prospera/2025/banner-prospera-2.svg'],
  },
  32: {
    campaign: (t) => ({
      idcampanha: 32,
      nome: 'Prospera Geladeira Cheia',
      desc_curta: 'Aumente o espaço das nossas marcas na geladeira (SOVI).',
      desc_long:
        'Campanha de SOVI: mantenha a participação das nossas marcas no espaço visível da geladeira acima da meta e pratique os preços sugeridos. Inscrições abertas!',
      kit: null,
      termo: TERM(
        'Prospera Geladeira Cheia',
        '<p><a href="javascript:alert(\'prospera\')">Ver regras</a><img src="x" onerror="alert(\'img\')"></p>',
      ),
      tipo: 'SOVI',
      imagem: 'uploads/prospera/2025/campanha-sovi.svg',
      dt_ini_insc: isoDay(monthStart(t, -1)),
      dt_fim_insc: isoDay(addDays(t, 20)),
    }),
    weights: [
      [8, 40],
      [1, 30],
      [3, 30],
    ],
    banners: ['uploads/prospera/2025/campanha-sovi.svg'],
  },
  33: {
    campaign: (t) => ({
      idcampanha: 33,
      nome: 'Prospera Rota do Freezer',
      desc_curta: 'Freezer cheio e exclusivo rende pontos em dobro.',
      desc_long:
        'Campanha para clientes com freezer em comodato: carga, exclusividade e ativações. As inscrições deste ciclo já terminaram.',
      kit: 'Adesivos de porta de freezer.',
      termo: TERM('Prospera Rota do Freezer'),
      tipo: 'FREEZER',
      imagem: 'uploads/prospera/2025/campanha-freezer.svg',
      dt_ini_insc: isoDay(monthStart(t, -3)),
      dt_fim_insc: isoDay(addDays(t, -15)),
    }),
    weights: [
      [6, 40],
      [7, 30],
      [4, 15],
      [5, 15],
    ],
    banners: [],
  },
  34: {
    campaign: (t) => ({
      idcampanha: 34,
      nome: 'Prospera Mercado Forte',
      desc_curta: 'Volume e cobertura para mercearias.',
      desc_long: 'Para mercearias e mercados: bata a meta de volume e mantenha a cobertura de portfólio.',
      kit: null,
      termo: TERM('Prospera Mercado Forte'),
      tipo: 'MERCADO',
      imagem: null,
      dt_ini_insc: isoDay(monthStart(t, -4)),
      dt_fim_insc: isoDay(monthEnd(t, 1)),
    }),
    weights: [
      [1, 60],
      [2, 40],
    ],
    banners: [],
  },
};

const CLIENT_CAMPAIGNS: Record<string, Array<{ id: number; participating: boolean }>> = {
  '100001': [
    { id: 31, participating: true },
    { id: 32, participating: false },
    { id: 33, participating: false },
  ],
  '100002': [{ id: 32, participating: false }],
  '200001': [
    { id: 34, participating: true },
    { id: 32, participating: false },
  ],
  '300001': [{ id: 32, participating: false }],
  '400001': [{ id: 34, participating: false }],
};

function periodsFor(campaignId: number, today: Date): OldPeriod[] {
  const periods: OldPeriod[] = [];
  for (let m = -4; m <= 0; m++) {
    const from = monthStart(today, m);
    const to = monthEnd(today, m);
    periods.push({
      idprospera_periodos: campaignId * 100 + m + 50,
      dtini: isoDay(from),
      dtfim: isoDay(to),
      final_date: `${isoDay(to)} 23:59:59`,
      descricao: monthLabel(from),
    });
  }
  return periods;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** One indicator's detailed result and its percent (capped at 100). */
function indicatorResult(
  type: number,
  prng: Prng,
  products: ProductRecord[],
  participating: boolean,
): { percent: number; detail: OldIndicatorResult } {
  const level = participating ? prng.next() : 0;
  switch (type) {
    case 1: {
      const meta = prng.pick([80, 100, 120, 150]);
      const volumeTotal = Math.round(meta * level * 1.25);
      const percentage = round1((volumeTotal / meta) * 100);
      return { percent: Math.min(100, percentage), detail: { percentage, volumeTotal, meta_cli_volume: [{ meta }] } };
    }
    case 2: {
      const groups: Array<[string, ProductRecord[]]> = [
        ['Cervejas lata 350ml', products.filter((p) => p.descricao.endsWith('Lata 350ml') && p.segment === 'Cervejas').slice(0, 3)],
        ['Refrigerantes 2L', products.filter((p) => p.descricao.endsWith('PET 2L')).slice(0, 3)],
        ['Águas', products.filter((p) => p.segment === 'Águas').slice(0, 2)],
        ['Energéticos', products.filter((p) => p.segment === 'Energéticos').slice(0, 2)],
      ];
      const resultados = groups.map(([descricao, list], i) => {
        const produtos = list.map((p) => ({
          cod_produto: p.sku.replace(/^0+/, ''),
          sku: p.descricao,
          comprou: participating && prng.next() < level + 0.2,
        }));
        const bought = produtos.filter((p) => p.comprou).length;
        return { id: 300 + i, descricao, porcentagem_compra: round1((bought / Math.max(1, produtos.length)) * 100), produtos };
      });
      const done = resultados.filter((r) => r.porcentagem_compra > 0).length;
      return { percent: round1((done / resultados.length) * 100), detail: { resultados } };
    }
    case 3: {
      const list = products.filter((p) => p.segment === 'Cervejas').slice(5, 9);
      const status_produto: Array<{ sku: string | null; descricao?: string | null; bateu: boolean }> = list.map((p) => ({
        sku: p.sku.replace(/^0+/, ''),
        descricao: p.descricao,
        bateu: participating && prng.next() < level + 0.25,
      }));
      status_produto.push({ sku: null, descricao: null, bateu: participating && level > 0.5 });
      const percentual = round1((status_produto.filter((s) => s.bateu).length / status_produto.length) * 100);
      return { percent: percentual, detail: { prod_prc: { percentual, status_produto } } };
    }
    case 8: {
      const meta_sovi = 30;
      const informed = participating ? prng.int(12, 40) : 0;
      const valor_result = Math.min(100, round1((informed / meta_sovi) * 100));
      return {
        percent: valor_result,
        detail: { valor_result, meta_cli_volume: [{ meta_sovi }], result_red: { resultado_informado: informed } },
      };
    }
    default: {
      const resultado = participating ? prng.pick([0, 50, 100, 100]) : 0;
      return { percent: resultado, detail: { result_red: { resultado } } };
    }
  }
}

function accumulated(periods: OldPeriod[], results: ProsperaRecord['results'], weights: Array<[number, number]>): OldAccumulatedPeriod[] {
  const points = (p: OldPeriod) => {
    const byIndicator = results.get(p.idprospera_periodos);
    if (!byIndicator) return 0;
    return round1(weights.reduce((sum, [id, peso]) => sum + ((byIndicator.get(id)?.percent ?? 0) * peso) / 100, 0));
  };
  const chunks = [periods.slice(0, 2), periods.slice(2)];
  return chunks
    .filter((c) => c.length)
    .map((list, i) => {
      const first = list[0]!;
      const last = list[list.length - 1]!;
      const resultados = list.map((p) => ({ id: p.idprospera_periodos, dtini: p.dtini, dtfim: p.dtfim, porcentagem: points(p) }));
      return {
        periodo_info: {
          idprospera_periodos_acumulado: first.idprospera_periodos * 10 + i,
          descricao: i === 0 ? 'Acumulado do bimestre anterior' : 'Acumulado do trimestre atual',
          dtini: first.dtini,
          dtfim: last.dtfim,
          resultadoTotal: round1(resultados.reduce((s, r) => s + r.porcentagem, 0)),
          pontuacaoMaxima: 100 * list.length,
        },
        resultados,
      };
    });
}

/** The accumulated periods of a client's campaign, from its current results. */
export function accumulatedFor(record: Pick<ProsperaRecord, 'periods' | 'results' | 'indicators'>): OldAccumulatedPeriod[] {
  return accumulated(
    record.periods,
    record.results,
    record.indicators.map((i) => [i.idprospera_indicadores, i.peso]),
  );
}

/** Old campaigns per client code, with their periods, indicators and results. */
export function buildProspera(today: Date, products: ProductRecord[]): Map<string, ProsperaRecord[]> {
  const out = new Map<string, ProsperaRecord[]>();
  for (const [clientCode, list] of Object.entries(CLIENT_CAMPAIGNS)) {
    out.set(
      clientCode,
      list.map(({ id, participating }) => {
        const def = DEFS[id]!;
        const periods = periodsFor(id, today);
        const results: ProsperaRecord['results'] = new Map();
        for (const period of periods) {
          const byIndicator = new Map<number, { percent: number; detail: OldIndicatorResult }>();
          for (const [indicatorId] of def.weights) {
            const prng = createPrng(hashSeed(`prospera-${clientCode}-${id}-${period.idprospera_periodos}-${indicatorId}`));
            byIndicator.set(indicatorId, indicatorResult(indicatorId, prng, products, participating));
          }
          results.set(period.idprospera_periodos, byIndicator);
        }
        return {
          campaign: def.campaign(today),
          participando: participating ? 'X' : '',
          refused: false,
          banners: def.banners.map((imagem, i) => ({ idprospera_imagens: id * 10 + i + 1, imagem })),
          periods,
          indicators: def.weights.map(([indicatorId, peso]) => ({ ...INDICATORS[indicatorId]!, peso })),
          results,
          accumulated: participating ? accumulated(periods, results, def.weights) : [],
        };
      }),
    );
  }
  return out;
}

/** Weighted result of a period, in percent. */
export function periodResult(
  record: ProsperaRecord,
  periodId: number,
): { resultado: number; resultados: Array<{ idprospera_indicadores: number; resultado: number }> } {
  const byIndicator = record.results.get(periodId);
  const resultados = record.indicators.map((ind) => ({
    idprospera_indicadores: ind.idprospera_indicadores,
    resultado: byIndicator?.get(ind.idprospera_indicadores)?.percent ?? 0,
  }));
  const totalWeight = record.indicators.reduce((s, i) => s + i.peso, 0) || 1;
  const resultado = round1(
    record.indicators.reduce((s, ind) => s + (byIndicator?.get(ind.idprospera_indicadores)?.percent ?? 0) * ind.peso, 0) / totalWeight,
  );
  return { resultado, resultados };
}
