// Rules of the campaigns home and the flexible campaign screens (product-rules R30–R32,
// R37). Pure: `now` is an argument; shapes are structural so no schema is pulled in.
import { calendarDayInSaoPaulo, compareCalendarDates, parseCalendarDate } from './dates.ts';
import { capPercent } from './format.ts';
import { formatDate } from './date-format.ts';

/** What the details screen offers, from the term status and the campaign's final date. */
export type TermState = 'participating' | 'pending' | 'refused' | 'closed';

/** Whether enrolment is over: the campaign's final day is before today (the final day still counts). */
export function enrolmentClosed(finalDate: string | null | undefined, now: number): boolean {
  const last = parseCalendarDate(finalDate);
  return last !== null && compareCalendarDates(calendarDayInSaoPaulo(now), last) > 0;
}

/** Status 1 participates whatever the date; otherwise a past final date closes enrolment. */
export function termState(termStatusId: number, finalDate: string | null | undefined, now: number): TermState {
  if (termStatusId === 1) return 'participating';
  if (enrolmentClosed(finalDate, now)) return 'closed';
  return termStatusId === 3 ? 'refused' : 'pending';
}

/** One card of the campaigns home, whichever system it comes from. */
export interface CampaignCard {
  key: string;
  name: string;
  image: string | null;
  participating: boolean;
  /** 'VOCÊ ESTÁ PARTICIPANDO' or 'VEJA COMO PARTICIPAR'. */
  banner: string;
  /** 'Vigência' when participating, else 'Inscrição'. */
  dateLabel: 'Vigência' | 'Inscrição';
  /** 'dd/mm/yyyy - dd/mm/yyyy' ('Data Inválida' for a missing side). */
  dates: string;
  href: string;
  linkLabel: 'Ver progresso' | 'Saiba mais';
  /** Flexible campaign id when the client may still confirm or reject it from the home. */
  pendingFlexibleId: number | null;
}

interface FlexibleListItemLike {
  campaign: {
    id: number;
    name: string;
    initial_date: string | null;
    final_date: string | null;
    banner_data: { based_image: string | null };
  };
  term_status: { id: number };
}

interface ProsperaListItemLike {
  idcampanha: number;
  nome: string;
  tipo: string;
  imagem: string | null;
  participando: string;
  dt_ini_insc: string | null;
  dt_fim_insc: string | null;
}

/** 'dd/mm/yyyy - dd/mm/yyyy', each side 'Data Inválida' when missing. */
export function dateRange(start: unknown, end: unknown): string {
  return `${formatDate(start)} - ${formatDate(end)}`;
}

/** A home card's ribbon, by whether the client takes part (also drawn by /campanhas's early view). */
export const cardRibbon = (participating: boolean) => (participating ? 'VOCÊ ESTÁ PARTICIPANDO' : 'VEJA COMO PARTICIPAR');

function common(participating: boolean) {
  return {
    participating,
    banner: cardRibbon(participating),
    dateLabel: participating ? ('Vigência' as const) : ('Inscrição' as const),
    linkLabel: participating ? ('Ver progresso' as const) : ('Saiba mais' as const),
  };
}

/** A flexible campaign's home card: progress when participating, details otherwise. */
export function flexibleCard(item: FlexibleListItemLike, now: number): CampaignCard {
  const { campaign } = item;
  const participating = item.term_status.id === 1;
  return {
    key: `flex-${campaign.id}`,
    name: campaign.name,
    image: campaign.banner_data.based_image || null,
    dates: dateRange(campaign.initial_date, campaign.final_date),
    href: participating ? `/campanhas/${campaign.id}` : `/campanhas/detalhes/${campaign.id}`,
    pendingFlexibleId: termState(item.term_status.id, campaign.final_date, now) === 'pending' ? campaign.id : null,
    ...common(participating),
  };
}

/** A prospera campaign image path as served by the portal: only its last segment, under /img/campanhas/. */
export function prosperaCampaignImage(path: string | null | undefined): string | null {
  const file = path?.trim().split(/[\\/]/).filter(Boolean).pop();
  // '.' and '..' would leave the images folder.
  return file && file !== '.' && file !== '..' ? `/img/campanhas/${encodeURIComponent(file)}` : null;
}

/** A prospera campaign's home card ('X' means participating). */
export function prosperaCard(item: ProsperaListItemLike): CampaignCard {
  const participating = item.participando === 'X';
  const id = encodeURIComponent(String(item.idcampanha));
  const type = encodeURIComponent(item.tipo);
  return {
    key: `old-${item.idcampanha}-${item.tipo}`,
    name: item.nome,
    image: prosperaCampaignImage(item.imagem),
    dates: dateRange(item.dt_ini_insc, item.dt_fim_insc),
    href: participating ? `/campanhas-prospera/${id}/${type}` : `/campanhas-prospera/detalhes/${id}/${type}`,
    pendingFlexibleId: null,
    ...common(participating),
  };
}

/** Width of a progress bar in percent: the capped percentage, at least 3 % so 0 still shows. */
export function progressWidth(percentage: number | null | undefined): number {
  return Math.max(3, capPercent(percentage));
}

/** Monthly points label of an accumulated period's month: 'Março/2026'. */
export function monthLabel(initialDate: string, monthName: (month: number) => string): string {
  const day = parseCalendarDate(initialDate);
  return day ? `${monthName(day.month)}/${day.year}` : formatDate(initialDate);
}

/** The campaign id of a flexible campaign route (`/campanhas/:id`), or null when it is not a positive integer. */
export function parseFlexibleCampaignId(params: Record<string, string | undefined>): number | null {
  const id = Number(params.id);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
