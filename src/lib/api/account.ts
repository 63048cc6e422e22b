// Plain client API: the current client's data, push registration, and the account settings tabs
// (Geral with the profile photo, Alterar Senha, Equipe Comercial, Notificação).
import * as z from 'zod/mini';
import { shownImage, shownText } from './shown-text.ts';
import { messageResponseSchema, type MessageResponse } from './message.ts';
import { request, type ReadOptions } from './client.ts';

/** The current client with the minimum order and credit limit the portal keeps (R$). */
export const clientDataSchema = z.object({
  clientCode: z.string(),
  name: shownText,
  cnpj_cpf: z.string(),
  Minimoorder: z.number(),
  Limitecredito: z.number(),
});
export type ClientData = z.infer<typeof clientDataSchema>;

/** 'Geral' tab: user (the document), company name, e-mail, CPF/CNPJ and photo URL. */
export const accountGeneralSchema = z.object({
  user: z.string(),
  name: shownText,
  email: z.string(),
  cnpj_cpf: z.string(),
  profile: z.nullable(shownImage),
});
export type AccountGeneral = z.infer<typeof accountGeneralSchema>;

/** 'Equipe Comercial' tab: manager, coordinator, salesperson and the salesperson's phone. */
export const accountCommercialSchema = z.object({
  manager: shownText,
  coordinator: shownText,
  figureName: shownText,
  cellphone: z.string(),
});
export type AccountCommercial = z.infer<typeof accountCommercialSchema>;

/** 'Notificação' tab: the e-mail and message switches. */
export const acceptancesSchema = z.object({ acceptMail: z.boolean(), acceptMessages: z.boolean() });
export type Acceptances = z.infer<typeof acceptancesSchema>;

/** Answer of a photo change: the message plus the new photo URL (null after removal). */
export const updatePictureResponseSchema = z.object({
  ...messageResponseSchema.shape,
  profile: z.optional(z.nullable(shownImage)),
});
export type UpdatePictureResponse = z.infer<typeof updatePictureResponseSchema>;

/** Payload of a password change. */
export interface PasswordChange {
  /** The current password. */
  password: string;
  newPassword: string;
  confirmationNewPassword: string;
}

/** Data of the current client (minimum order, credit limit). */
export function getClientData(read: ReadOptions = {}): Promise<ClientData> {
  return request('clientApi', '/client', { ...read, schema: clientDataSchema });
}

/**
 * Changes the password; `details` is the success toast. A write, sent once (product-rules R104): when the
 * answer is lost (`answerLost`), the new password may already be the valid one (R161).
 */
export function updatePassword(change: PasswordChange): Promise<MessageResponse> {
  const { password, newPassword, confirmationNewPassword } = change;
  return request('clientApi', '/client/update-password', {
    method: 'PUT',
    body: { password, newPassword, confirmationNewPassword },
    schema: messageResponseSchema,
  });
}

/** Account settings, 'Geral' tab. */
export function getAccountGeneral(): Promise<AccountGeneral> {
  return request('clientApi', '/client/general', { schema: accountGeneralSchema });
}

/** Account settings, 'Equipe Comercial' tab. */
export function getAccountCommercial(read: ReadOptions = {}): Promise<AccountCommercial> {
  return request('clientApi', '/client/commercial', { ...read, schema: accountCommercialSchema });
}

/** Account settings, 'Notificação' tab. */
export function getNotificationSettings(): Promise<Acceptances> {
  return request('clientApi', '/client/notifications', { schema: acceptancesSchema });
}

/** Saves the two notification switches; `details` is the success toast. */
export function updateNotificationSettings(acceptances: Acceptances): Promise<MessageResponse> {
  const { acceptMail, acceptMessages } = acceptances;
  return request('clientApi', '/client/notifications', {
    method: 'PUT',
    body: { acceptMail, acceptMessages },
    schema: messageResponseSchema,
  });
}

/** Sets the profile photo (multipart field `profile`; a File keeps its name), or removes it when `photo` is null. */
export function updatePicture(photo: Blob | null, fileName?: string): Promise<UpdatePictureResponse> {
  const form = new FormData();
  if (photo) form.append('profile', photo, fileName ?? (photo instanceof File ? photo.name : 'perfil.jpg'));
  return request('clientApi', '/client/update-picture', {
    method: 'POST',
    body: form,
    // An upload from a phone on a weak signal takes longer than an ordinary call.
    timeoutMs: 60_000,
    schema: updatePictureResponseSchema,
  });
}
