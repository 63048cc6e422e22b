// Plain client API: the user's companies, switching company, and group (network) inclusion requests.
import * as z from 'zod/mini';
import { shownText } from './shown-text.ts';
import { integer } from './integer.ts';
import { messageResponseSchema, type MessageResponse } from './message.ts';
import { request, type ReadOptions } from './client.ts';

/** A company of the user; situation 'INATIVO' counts as not registered. Dates are already dd/mm/yyyy. */
export const companySchema = z.object({
  id: integer,
  name: shownText,
  cnpj_cpf: z.string(),
  situation: z.string(),
  clientCode: z.string(),
  address: z.object({ neighborhood: shownText, city: shownText }),
  STRAS: shownText,
  ultimoPedido: z.nullable(z.string()),
  dataDeCompra: z.nullable(z.string()),
});
export type Company = z.infer<typeof companySchema>;
/** The user's companies. */
export const companyListSchema = z.array(companySchema);

/** Group request status: created 'Chamado aberto', concluded 'Aprovado', canceled 'Rejeitado'. */
export const groupRequestStatusSchema = z.literal(['created', 'concluded', 'canceled']);
export type GroupRequestStatus = z.infer<typeof groupRequestStatusSchema>;

/** A request to include companies in the client's group. */
export const groupRequestSchema = z.object({
  id: integer,
  created_at: z.string(),
  request_status: groupRequestStatusSchema,
  group_name: shownText,
  requested_documents: z.array(z.object({ id: integer, requested_document: z.string() })),
});
export type GroupRequest = z.infer<typeof groupRequestSchema>;
/** A client's group requests, newest first. */
export const groupRequestListSchema = z.array(groupRequestSchema);

/** Payload of a new group request. */
export interface GroupRequestCreate {
  group_name: string;
  /** CPF/CNPJ of the companies to include. */
  requested_documents: string[];
  /** The current client's CPF/CNPJ. */
  requesting_document: string;
  notes: string;
}

/** Companies of the signed-in user (the optional page is accepted by the service and may be ignored). */
export function getCompanies(page?: number, read: ReadOptions = {}): Promise<Company[]> {
  return request('clientApi', '/client/myCompanies', { ...read, query: { page }, schema: companyListSchema });
}

/** Inclusion requests made by a client. */
export function getGroupRequests(clientCode: string, read: ReadOptions = {}): Promise<GroupRequest[]> {
  return request('clientApi', '/group-requests', { ...read, query: { client_code: clientCode }, schema: groupRequestListSchema });
}

/** Asks for companies to be included in the client's group; a write, sent once: a retry could open a second request (R104). */
export function createGroupRequest(payload: GroupRequestCreate): Promise<GroupRequest> {
  return request('clientApi', '/group-requests', {
    method: 'POST',
    body: payload,
    schema: groupRequestSchema,
  });
}

/** Checks a new group name: resolves when it is free, fails (409) when taken. */
export function validateGroupName(name: string): Promise<MessageResponse> {
  return request('clientApi', '/group-requests/validate-name', { query: { name }, schema: messageResponseSchema });
}
