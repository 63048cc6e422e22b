// What the prospera campaign screens need before their data arrives (kept apart from the formatting
// rules so that the islands' first load stays small): the route's parameters, the routes, and the
// texts the shells and stores use (product-rules R39, R53).

/** The missing-campaign text (product-rules R39). */
export const campaignNotFoundText = 'Campanha não encontrada...';
/** The success toasts (product-rules R34, R53). */
export const participationToasts = { accepted: 'Participação confirmada!', refused: 'Rejeição confirmada!' } as const;
/** The results route of a prospera campaign. */
export function prosperaResultsPath(id: number | string, type: string): string {
  return `/campanhas-prospera/${encodeURIComponent(String(id))}/${encodeURIComponent(type)}`;
}

/** The details route of a prospera campaign. */
export function prosperaDetailsPath(id: number | string, type: string): string {
  return `/campanhas-prospera/detalhes/${encodeURIComponent(String(id))}/${encodeURIComponent(type)}`;
}

/** The route's parameters as the address has them: `id` and `type`. */
export type ProsperaCampaignRoute = Readonly<Record<string, string | undefined>>;

/** Reads the route's id (a positive integer) and type; null when they cannot name a campaign. */
export function parseProsperaCampaignParams(params: ProsperaCampaignRoute): { id: number; type: string } | null {
  const id = Number(params.id);
  const type = params.type?.trim() ?? '';
  if (!Number.isSafeInteger(id) || id <= 0 || !type) return null;
  return { id, type };
}
