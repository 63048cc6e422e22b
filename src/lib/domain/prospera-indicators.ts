// Old ('prospera') indicator cards, per type (product-rules R50): the percent each card draws, its points and its texts.
import { capPercent } from './format.ts';
import { isConcluded } from './indicators.ts';
import { pointsNumber } from './prospera-campaign.ts';

/** The cover card's instruction (product-rules R50). */
export const coverInstruction = 'Para concluir este indicador, compre pelo menos uma caixa de cada grupo de produtos abaixo.';
/** The price-execution card's instruction (product-rules R50). */
export const priceInstruction = 'Para concluir este indicador, pratique o preço combinado nos produtos abaixo.';
/** A price-execution product the service sent without a description. */
export const missingDescription = '*** Descrição não Localizada ***';
/** A price-execution result without products. */
export const noProductsText = 'Nenhum produto encontrado...';

/** Points earned against the weight: all of it at 100 %, else nothing. */
export interface IndicatorPoints {
  earned: number;
  weight: number;
}

/** A product group of the cover card. */
interface CoverGroupView {
  id: number;
  description: string;
  done: boolean;
  products: Array<{ code: string; sku: string; bought: boolean }>;
}

/** A product of the price-execution card. */
interface PriceProductView {
  sku: string | null;
  description: string;
  met: boolean;
}

/** What one card shows besides its doughnut, by indicator type. */
export type IndicatorDetail =
  | { kind: 'goal'; goal: number; bought: number }
  | { kind: 'cover'; points: IndicatorPoints; groups: CoverGroupView[] }
  | { kind: 'price'; products: PriceProductView[] }
  | { kind: 'points'; points: IndicatorPoints };

/** A card's content: percent done (0–100) and its type's detail. */
export interface IndicatorView {
  percent: number;
  detail: IndicatorDetail;
}

/**
 * What the service sends for one indicator in one period, as far as the cards read it; which
 * fields come depends on the indicator type (the service's names, read here once).
 */
export interface ProsperaIndicatorResultInput {
  percentage?: number | undefined;
  volumeTotal?: number | undefined;
  meta_cli_volume?: ReadonlyArray<{ meta?: number | undefined; meta_sovi?: number | undefined }> | undefined;
  resultados?:
    | ReadonlyArray<{
        id: number;
        descricao: string;
        porcentagem_compra: number;
        produtos: ReadonlyArray<{ cod_produto: string; sku: string; comprou: boolean }>;
      }>
    | undefined;
  prod_prc?:
    | {
        percentual: number;
        status_produto: ReadonlyArray<{ sku: string | null; descricao?: string | null | undefined; bateu: boolean }>;
      }
    | undefined;
  result_red?: { resultado?: number | undefined; resultado_informado?: number | undefined } | undefined;
  valor_result?: number | undefined;
}

function finite(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** Points: the weight when the indicator is at 100 % or more, else 0 (types 2, 4–7). */
export function indicatorPoints(percent: number, weight: number): IndicatorPoints {
  const safeWeight = finite(weight);
  return { earned: isConcluded(percent) ? safeWeight : 0, weight: safeWeight };
}

/** 'Pontos' as shown, in pt-BR: 'earned/weight' ('10/10', '0/10', '7,5/7,5'; product-rules R50). */
export function pointsText({ earned, weight }: IndicatorPoints): string {
  return `${pointsNumber(earned)}/${pointsNumber(weight)}`;
}

/** Cover percent: the share of groups bought at all (porcentagem_compra above 0); no groups is 0. */
export function coverPercent(result: ProsperaIndicatorResultInput): number {
  const groups = result.resultados ?? [];
  if (groups.length === 0) return 0;
  const done = groups.filter((group) => finite(group.porcentagem_compra) > 0).length;
  return capPercent((done / groups.length) * 100);
}

/** Percent done of any prospera indicator, capped at 100. */
export function prosperaIndicatorPercent(indicatorId: number, result: ProsperaIndicatorResultInput): number {
  switch (indicatorId) {
    case 1:
      return capPercent(finite(result.percentage));
    case 2:
      return coverPercent(result);
    case 3:
      return capPercent(finite(result.prod_prc?.percentual));
    case 8:
      return capPercent(finite(result.valor_result));
    default:
      return capPercent(finite(result.result_red?.resultado));
  }
}

/** Everything a card shows for one indicator's result, from its type (id 1–8) and weight. */
export function prosperaIndicatorView(indicatorId: number, weight: number, result: ProsperaIndicatorResultInput): IndicatorView {
  const percent = prosperaIndicatorPercent(indicatorId, result);
  switch (indicatorId) {
    case 1:
      return { percent, detail: { kind: 'goal', goal: finite(result.meta_cli_volume?.[0]?.meta), bought: finite(result.volumeTotal) } };
    case 2:
      return {
        percent,
        detail: {
          kind: 'cover',
          points: indicatorPoints(percent, weight),
          groups: (result.resultados ?? []).map((group) => ({
            id: group.id,
            description: group.descricao,
            done: finite(group.porcentagem_compra) > 0,
            products: group.produtos.map((product) => ({ code: product.cod_produto, sku: product.sku, bought: product.comprou })),
          })),
        },
      };
    case 3:
      return {
        percent,
        detail: {
          kind: 'price',
          products: (result.prod_prc?.status_produto ?? []).map((product) => ({
            sku: product.sku,
            description: product.descricao?.trim() ? product.descricao : missingDescription,
            met: product.bateu,
          })),
        },
      };
    case 8:
      return {
        percent,
        detail: {
          kind: 'goal',
          goal: finite(result.meta_cli_volume?.[0]?.meta_sovi),
          bought: finite(result.result_red?.resultado_informado),
        },
      };
    default:
      return { percent, detail: { kind: 'points', points: indicatorPoints(percent, weight) } };
  }
}
