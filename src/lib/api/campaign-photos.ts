// Campaigns service, flexible campaigns: a photo proof, loaded with the camera's upload
// (stores/photo-upload.ts), not with the progress page.
import { messageResponseSchema, type MessageResponse } from './message.ts';
import { request } from './client.ts';

/** A photo proof for a photo indicator of the current period. */
interface IndicatorPhoto {
  campaignId: number;
  /** The current period's flexible_period_id. */
  periodId: number;
  /** The indicator's `id` (its parameter id). */
  indicatorId: number;
  clientCode: string;
  photo: Blob;
  /** File name sent with the photo; defaults to the File's own name, or 'foto.jpg' for a camera Blob. */
  fileName?: string | undefined;
}

/** Sends a photo proof (multipart, file field `storage`); a write, sent once: a retry could spend an attempt (R104). */
export function uploadIndicatorPhoto(upload: IndicatorPhoto): Promise<MessageResponse> {
  const form = new FormData();
  form.append('flexibleCampaignId', String(upload.campaignId));
  form.append('flexiblePeriodId', String(upload.periodId));
  form.append('flexibleParamIndicatorId', String(upload.indicatorId));
  form.append('flexibleClientCode', upload.clientCode);
  form.append('storage', upload.photo, upload.fileName ?? (upload.photo instanceof File ? upload.photo.name : 'foto.jpg'));
  return request('campaignsApi', '/campaigns/flexibles/photographies/', {
    method: 'POST',
    body: form,
    // A photo of up to 5 MB from a phone on a weak signal takes longer than an ordinary call.
    timeoutMs: 60_000,
    schema: messageResponseSchema,
  });
}
