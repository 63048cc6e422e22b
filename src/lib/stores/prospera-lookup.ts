// One prospera campaign by id and type, shared by the results and details screens: a 404 means the
// campaign does not exist for this client ('Campanha não encontrada...'), not a failure.
import './api-session.ts';
import { HttpError } from '../api/errors.ts';
import { getProsperaCampaign, type ProsperaCampaign } from '../api/prospera.ts';

/** The campaign, or null when the service answers 404 for it. */
export async function findProsperaCampaign(id: number, type: string): Promise<ProsperaCampaign | null> {
  try {
    return await getProsperaCampaign(id, type);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}
