// Plain client API: open debts ('Meus Débitos').
import * as z from 'zod/mini';
import { request } from './client.ts';

/** An open debt: value (R$), due date already dd/mm/yyyy, PIX code and slip digitable line. */
export const debtSchema = z.object({
  docValue: z.number(),
  ticketExpiration: z.string(),
  pixQrCode: z.nullable(z.string()),
  barCode: z.nullable(z.string()),
});
export type Debt = z.infer<typeof debtSchema>;
/** The client's open debts (empty: 'Sem Débitos pendentes.'). */
export const debtListSchema = z.array(debtSchema);

/** Open debts of the current client. */
export function getDebts(): Promise<Debt[]> {
  // A long list is kept on the device in part: its first debts (product-rules R302).
  return request('clientApi', '/client/my-debits', { schema: debtListSchema, keptPart: { list: '', noun: 'débitos' } });
}
