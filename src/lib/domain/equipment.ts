// Equipment request rules (product-rules R93, R94):
// type labels, description parts, the step lines of a request's detail and the list order.
import { compareCalendarDates, parseCalendarDate } from './dates.ts';

/** A step flag as the ERP sends it: S success, W warning, E error, '' not reached. */
type StepFlag = 'S' | 'W' | 'E' | '';

/** The colour of a step: green, warning, red, or grey (not reached). */
export type StepTone = 'success' | 'warning' | 'error' | 'none';

/** The fields of a request the rules read (structurally the API's EquipmentRequest). */
export interface EquipmentFields {
  NRSOL: string;
  TPSOL: string;
  ERDAT: string;
  MAKTX: string;
  STATUS: string;
  STATUS_ABERTA: StepFlag;
  STATUS_APROVADO: StepFlag;
  STATUS_FATURADO: StepFlag;
  STATUS_COMD_GERADO: StepFlag;
  STATUS_ENTREGA: StepFlag;
  STATUS_FINAL: StepFlag;
  ENTREGA_PEND?: string | undefined;
  SAIU_ENTREGA?: string | undefined;
}

/** One line of a request's progress: the step's text, its colour and the colour in words. */
export interface StepLine {
  /** Stable key: the flag field the line comes from. */
  key: 'STATUS_ABERTA' | 'STATUS_APROVADO' | 'STATUS_FATURADO' | 'STATUS_COMD_GERADO' | 'STATUS_ENTREGA' | 'STATUS_FINAL';
  text: string;
  tone: StepTone;
  /** The tone in words, so colour is never the only signal. */
  toneLabel: string;
}

const toneOfFlag: Record<StepFlag, StepTone> = { S: 'success', W: 'warning', E: 'error', '': 'none' };

/** Words for each colour, read after the step's text ('Faturado: etapa em andamento'). */
const stepToneLabels: Record<StepTone, string> = {
  success: 'etapa concluída',
  warning: 'etapa em andamento',
  error: 'etapa com erro',
  none: 'etapa não iniciada',
};

function flagTone(flag: string): StepTone {
  return toneOfFlag[flag as StepFlag] ?? 'none';
}

function line(key: StepLine['key'], text: string, tone: StepTone): StepLine {
  return { key, text, tone, toneLabel: stepToneLabels[tone] };
}

/** 'INSTALAÇÃO' for INS, 'RECOLHIMENTO' for REC (anything else is shown as sent). */
export function requestTypeLabel(tpsol: string): string {
  return tpsol === 'INS' ? 'INSTALAÇÃO' : tpsol === 'REC' ? 'RECOLHIMENTO' : tpsol;
}

/** MAKTX split on ';', each part trimmed, empty parts dropped. */
export function descriptionParts(maktx: string): string[] {
  return maktx
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/**
 * The delivery line. The rule (product-rules R93): "open and STATUS ENTREGUE = Entregue; W with ENTREGA_PEND = Em
 * preparação; S with SAIU_ENTREGA = Em rota; S otherwise = Entregue; else Não Entregue".
 * Our reading: "open" is the request's opening flag (STATUS_ABERTA = S) and "STATUS ENTREGUE" is the
 * overall STATUS text; the W/S rules read STATUS_ENTREGA and the markers are set when 'X'. The rules
 * are tried in that order. Colour: green for Entregue (whichever rule gave it), else by STATUS_ENTREGA
 * (Em preparação W = warning, Em rota S = green, Não Entregue E = red or '' = not reached).
 */
export function deliveryLine(request: EquipmentFields): StepLine {
  const flag = request.STATUS_ENTREGA;
  if (request.STATUS_ABERTA === 'S' && request.STATUS.trim().toUpperCase() === 'ENTREGUE') {
    return line('STATUS_ENTREGA', 'Entregue', 'success');
  }
  if (flag === 'W' && request.ENTREGA_PEND === 'X') return line('STATUS_ENTREGA', 'Em preparação', 'warning');
  if (flag === 'S' && request.SAIU_ENTREGA === 'X') return line('STATUS_ENTREGA', 'Em rota', 'success');
  if (flag === 'S') return line('STATUS_ENTREGA', 'Entregue', 'success');
  return line('STATUS_ENTREGA', 'Não Entregue', flagTone(flag));
}

/**
 * The step lines of a request's detail, in the order the process runs (opening, approval,
 * invoicing, loan contract, delivery, conclusion). The opening line's "other" (Cancelada) is red
 * even when the flag is empty: a cancelled request is an error, not a step still to come.
 */
export function stepLines(request: EquipmentFields): StepLine[] {
  const opened = request.STATUS_ABERTA;
  const approved = request.STATUS_APROVADO;
  return [
    opened === 'S'
      ? line('STATUS_ABERTA', 'Solicitação Aberta', 'success')
      : opened === 'W'
        ? line('STATUS_ABERTA', 'Solicitação Pendente', 'warning')
        : line('STATUS_ABERTA', 'Solicitação Cancelada', 'error'),
    approved === 'S'
      ? line('STATUS_APROVADO', 'Aprovado', 'success')
      : approved === 'W'
        ? line('STATUS_APROVADO', 'Reprovado', 'warning')
        : line('STATUS_APROVADO', 'Aguardando', flagTone(approved)),
    line('STATUS_FATURADO', 'Faturado', flagTone(request.STATUS_FATURADO)),
    line('STATUS_COMD_GERADO', 'Comodato Gerado', flagTone(request.STATUS_COMD_GERADO)),
    deliveryLine(request),
    line('STATUS_FINAL', 'Concluído', flagTone(request.STATUS_FINAL)),
  ];
}

/** Newest first by ERDAT (dd/mm/yyyy); same day: higher NRSOL first; unreadable dates last. */
export function compareRequestsNewestFirst(
  a: Pick<EquipmentFields, 'ERDAT' | 'NRSOL'>,
  b: Pick<EquipmentFields, 'ERDAT' | 'NRSOL'>,
): number {
  const dayA = parseCalendarDate(a.ERDAT);
  const dayB = parseCalendarDate(b.ERDAT);
  if (dayA && dayB) {
    const order = compareCalendarDates(dayB, dayA);
    if (order !== 0) return order;
  } else if (dayA || dayB) {
    return dayA ? -1 : 1;
  }
  return compareRequestNumbers(b.NRSOL, a.NRSOL);
}

// Request numbers are digit strings, sometimes with leading zeros: compare them as numbers.
function compareRequestNumbers(a: string, b: string): number {
  const x = a.trim().replace(/^0+(?=.)/, '');
  const y = b.trim().replace(/^0+(?=.)/, '');
  if (x.length !== y.length) return x.length - y.length;
  return x < y ? -1 : x > y ? 1 : 0;
}

/** A copy of the requests, newest first (product-rules R94). */
export function sortRequestsNewestFirst<T extends Pick<EquipmentFields, 'ERDAT' | 'NRSOL'>>(requests: readonly T[]): T[] {
  return [...requests].sort(compareRequestsNewestFirst);
}
