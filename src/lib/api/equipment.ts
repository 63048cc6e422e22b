// Plain client API: equipment loan requests.
import * as z from 'zod/mini';
import { shownText } from './shown-text.ts';
import { request } from './client.ts';

/** A step flag: S success, W warning, E error, '' not reached. */
const equipmentFlagSchema = z.literal(['S', 'W', 'E', '']);
export type EquipmentFlag = z.infer<typeof equipmentFlagSchema>;

/** A marker: 'X' set, '' not set. */
const equipmentMarkerSchema = z.literal(['X', '']);
export type EquipmentMarker = z.infer<typeof equipmentMarkerSchema>;

/** An equipment request (ERP fields); TPSOL INS installation, REC pick-up; ERDAT already dd/mm/yyyy. */
export const equipmentRequestSchema = z.object({
  NRSOL: z.string(),
  TPSOL: z.literal(['INS', 'REC']),
  ERDAT: z.string(),
  TPEQP: z.string(),
  MATNR: z.string(),
  MAKTX: shownText,
  STATUS: z.string(),
  STATUS_ABERTA: equipmentFlagSchema,
  STATUS_APROVADO: equipmentFlagSchema,
  STATUS_FATURADO: equipmentFlagSchema,
  STATUS_COMD_GERADO: equipmentFlagSchema,
  STATUS_ENTREGA: equipmentFlagSchema,
  STATUS_FINAL: equipmentFlagSchema,
  ENTREGA_PEND: z.optional(equipmentMarkerSchema),
  SAIU_ENTREGA: z.optional(equipmentMarkerSchema),
});
export type EquipmentRequest = z.infer<typeof equipmentRequestSchema>;
/** The client's equipment requests, in any order. */
export const equipmentRequestListSchema = z.array(equipmentRequestSchema);

/** Equipment loan requests of the current client. */
export function getEquipmentRequests(): Promise<EquipmentRequest[]> {
  return request('clientApi', '/client/equipments', { schema: equipmentRequestListSchema });
}
