// The contract's shapes (contract/openapi.yaml) as TypeScript types, for the seed and the answers.
// Each interface is the schema of the same name in the contract.

interface BannerData {
  based_image: string | null;
}

export interface FlexibleCampaign {
  id: number;
  name: string;
  description: string;
  initial_date: string | null;
  final_date: string | null;
  banner_data: BannerData;
  pictures: Array<{ id: number; carousel_data: BannerData }>;
}

interface ParamEvaluation {
  attempt: number;
  reason: string | null;
}

interface Photograph {
  based_image: string;
  param_evaluation: ParamEvaluation[];
}

interface FlexibleIndicatorEvaluation {
  clientPercentage?: number;
  clientPoints?: number;
  totalPoints?: number;
  initialDate?: string;
  finalDate?: string;
  initial_date?: string;
  final_date?: string;
  goal?: number;
  total?: number;
  conversion_factor?: number;
  status?: 0 | 1 | 2 | 3 | null;
  attempt?: number;
}

export interface FlexibleProductGroup {
  id: number;
  description: string;
  status: boolean;
  products: Array<{ id: number; sku: string; name: string; orderQuantity: number }>;
}

export interface FlexibleIndicator {
  id: number;
  name: string;
  description: string | null;
  flexible_indicator_id: 1 | 2 | 5;
  visible: boolean;
  initial_photo_period?: string | null;
  final_photo_period?: string | null;
  movieLink?: string | null;
  photograph?: Photograph | null;
  evaluation: FlexibleIndicatorEvaluation;
  product_groups?: FlexibleProductGroup[];
}

export interface FlexiblePeriod {
  id: number;
  initial_date: string;
  final_date: string;
  acceptedOnTime: boolean;
  flexible_period_id: number;
  flexible_campaigns_id: number;
  evaluation?: { clientPercentage: number; indicators: FlexibleIndicator[] } | null;
  client_score?: number;
}

export interface FlexibleAccumulatedPeriod {
  id: number;
  accumulated_period_description: string;
  flexible_periods: Array<{ id: number; initial_date: string; final_date: string; client_score: number }>;
  total_client_periods_score: number;
  total_client_accumulated_score: number;
}

export interface OldCampaign {
  idcampanha: number;
  nome: string;
  desc_curta: string;
  desc_long: string;
  kit: string | null;
  termo: string;
  tipo: string;
  imagem: string | null;
  dt_ini_insc: string | null;
  dt_fim_insc: string | null;
}

export interface OldBannerImage {
  idprospera_imagens: number;
  imagem: string;
}

export interface OldPeriod {
  idprospera_periodos: number;
  dtini: string;
  dtfim: string;
  final_date: string;
  descricao: string;
}

type OldIndicatorName =
  'volume' | 'cover' | 'priceExec' | 'internalActivation' | 'externalActivation' | 'freezerLoad' | 'exclusiveFreezer' | 'sovi';

export interface OldIndicator {
  idprospera_indicadores: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
  nome: string;
  name: OldIndicatorName;
  descricao: string | null;
  peso: number;
}

export interface OldIndicatorResult {
  percentage?: number;
  volumeTotal?: number;
  meta_cli_volume?: Array<{ meta?: number; meta_sovi?: number }>;
  resultados?: Array<{
    id: number;
    descricao: string;
    porcentagem_compra: number;
    produtos: Array<{ cod_produto: string; sku: string; comprou: boolean }>;
  }>;
  prod_prc?: { percentual: number; status_produto: Array<{ sku: string | null; descricao?: string | null; bateu: boolean }> };
  result_red?: { resultado?: number; resultado_informado?: number };
  valor_result?: number;
}

export interface OldAccumulatedPeriod {
  periodo_info: {
    idprospera_periodos_acumulado: number;
    descricao: string;
    dtini: string;
    dtfim: string;
    resultadoTotal: number;
    pontuacaoMaxima: number;
  };
  resultados: Array<{ id: number; dtini: string; dtfim: string; porcentagem: number }>;
}

export interface GroupRequest {
  id: number;
  created_at: string;
  request_status: 'created' | 'concluded' | 'canceled';
  group_name: string;
  requested_documents: Array<{ id: number; requested_document: string }>;
}

export interface OrderItem {
  MATNR: string;
  ARKTX: string;
  KWMENG: number;
  BEZEI?: string | null;
}

export interface Invoice {
  NFENUM: string;
  DOCDAT: string;
  DOCSTAT: '1' | '2' | '3' | '';
  CANCEL: 'X' | '';
  CHAVE_NF: string;
  PIX_QRCODE?: string | null;
}

export interface Order {
  Status: { VBELN: string; AUART: string; ERDAT: string; STATUS: string };
  Itens: { Item: OrderItem | OrderItem[] };
  Notas?: { Nota: Invoice | Invoice[] } | null;
  Transporte?: { FROTA: string; PLACA: string; MOTORISTA_NOME: string; MOTORISTA_TEL: string } | null;
}

export interface AccountCommercial {
  manager: string;
  coordinator: string;
  figureName: string;
  cellphone: string;
}

export interface Acceptances {
  acceptMail: boolean;
  acceptMessages: boolean;
}

export interface Debt {
  docValue: number;
  ticketExpiration: string;
  pixQrCode: string | null;
  barCode: string | null;
}

type EquipmentFlag = 'S' | 'W' | 'E' | '';

export interface EquipmentRequest {
  NRSOL: string;
  TPSOL: 'INS' | 'REC';
  ERDAT: string;
  TPEQP: string;
  MATNR: string;
  MAKTX: string;
  STATUS: string;
  STATUS_ABERTA: EquipmentFlag;
  STATUS_APROVADO: EquipmentFlag;
  STATUS_FATURADO: EquipmentFlag;
  STATUS_COMD_GERADO: EquipmentFlag;
  STATUS_ENTREGA: EquipmentFlag;
  STATUS_FINAL: EquipmentFlag;
  ENTREGA_PEND?: 'X' | '';
  SAIU_ENTREGA?: 'X' | '';
}

interface PriceTiers {
  faixaVolume2: number;
  faixaVolume3: number;
  faixaVolume4: number;
  faixaVolume5: number;
  kdkg2: number;
  kdkg3: number;
  kdkg4: number;
  kdkg5: number;
}

export interface CatalogProduct extends PriceTiers {
  sku: string;
  descricao: string;
  complemento: string | null;
  preco: number;
  estoque: number;
  image: string | null;
  ean: string | null;
  maximum: number | null;
  minimum: number | null;
  vessel: number;
  bonus: boolean;
  budget: string | null;
  combo: boolean;
  DATBI: string | null;
  KVGR1: string | null;
}

export interface Combo {
  sku: string;
  description: string;
  price: number;
  image: string | null;
  price_ranges: Array<{ quantity: number; price: number }>;
  minimum_quantity: number;
  maximum: number | null;
  prod_stock: number;
  products: Array<{ sku: string; descricao: string; quantity: number }>;
  empties_per_combo: number;
  empties: boolean;
}
