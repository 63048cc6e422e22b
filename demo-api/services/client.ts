// Plain client API (base-URL name clientApi): companies and company switch, group requests,
// order history and its PDFs, client data, account settings, debts and equipment.
import { Hono } from 'hono';
import { loginAnswer, openSession, requireAuth } from '../lib/auth.ts';
import type { DemoContext, DemoEnv } from '../lib/context.ts';
import { addDays, brazilDateTime, brazilDay, isoDay } from '../lib/dates.ts';
import { isDocument, normalizeDocument } from '../lib/documents.ts';
import { boletoPage, invoicePage } from '../lib/fiscal-pdf.ts';
import { fail, invalid, isRecord, jsonBody, notFound, positiveInt, send, unlessTooLarge, type Ctx } from '../lib/http.ts';
import { imageType } from '../lib/images.ts';
import { buildPdf, type PdfPage } from '../lib/pdf.ts';
import { forgetDevice, registerDevice } from '../lib/push.ts';
import type { Client, OrderRecord } from '../lib/state.ts';
import { buildDebts } from '../seed/accounts.ts';
import { fold } from '../lib/text.ts';
import type { Invoice, Order } from '../lib/types.ts';
import { STRONG_PASSWORD } from './users.ts';

const PROFILE_MAX_BYTES = 800 * 1024;
const ORDER_PERIODS = [7, 15, 30, 45];
const ORDER_TYPES: Record<string, string[] | null> = { todos: null, bonificacao: ['ZS03'], compra: ['ZS43'] };

const asList = <T>(value: T | T[] | undefined | null): T[] => (value == null ? [] : Array.isArray(value) ? value : [value]);

function newestFirst(records: OrderRecord[]): OrderRecord[] {
  return [...records].sort(
    (a, b) => b.order.Status.ERDAT.localeCompare(a.order.Status.ERDAT) || b.order.Status.VBELN.localeCompare(a.order.Status.VBELN),
  );
}

function statusesOf(records: OrderRecord[]): string[] {
  return [...new Set(newestFirst(records).map((r) => r.order.Status.STATUS))];
}

function ordersAnswer(records: OrderRecord[]): { pedidos: Order[]; statusPedidos: string[]; pedidosNaoProcessados: Order[] } {
  const sorted = newestFirst(records);
  return {
    pedidos: sorted.filter((r) => r.processed).map((r) => r.order),
    statusPedidos: statusesOf(records),
    pedidosNaoProcessados: sorted.filter((r) => !r.processed).map((r) => r.order),
  };
}

function companyOf(client: Client) {
  return {
    id: client.id,
    name: client.name,
    cnpj_cpf: client.cnpj_cpf,
    situation: client.situation,
    clientCode: client.clientCode,
    address: client.address,
    STRAS: client.STRAS,
    ultimoPedido: client.ultimoPedido,
    dataDeCompra: client.dataDeCompra,
  };
}

/** The plain client API router (mounted at /client-api). */
export function clientService(ctx: DemoContext): Hono<DemoEnv> {
  const r = new Hono<DemoEnv>();
  r.use('*', requireAuth(ctx));
  const ordersOf = (c: Ctx) => ctx.state.orders.get(c.get('session').clientCode) ?? [];

  // ── companies ──
  r.get('/client/myCompanies', (c) => {
    const page = c.req.query('page');
    if (page !== undefined && positiveInt(page) === undefined) return invalid(c, 400, ['page deve ser um número inteiro positivo.']);
    const companies = c
      .get('account')
      .clientCodes.map((code) => ctx.state.clients.get(code))
      .filter((x): x is Client => x !== undefined)
      .map(companyOf);
    if (!companies.length) return fail(c, 404, 'Nenhuma empresa vinculada ao seu usuário.');
    return c.json(companies);
  });

  r.post('/auth/loginWithAnotherCompany', async (c) => {
    const body = await jsonBody(c);
    const raw = isRecord(body) ? body.clientCode : undefined;
    const clientCode = typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim() : '';
    if (!/^\d+$/.test(clientCode)) return invalid(c, 400, ['clientCode é obrigatório e deve ser numérico.']);
    const account = c.get('account');
    const client = ctx.state.clients.get(clientCode);
    if (!client || !account.clientCodes.includes(clientCode)) return notFound(c, 'Empresa não vinculada ao seu usuário.');
    if (client.situation === 'INATIVO')
      return fail(c, 400, 'Empresa inativa', 'Esta empresa não está cadastrada no portal (situação INATIVO).');
    const session = openSession(ctx, account, clientCode);
    return send(ctx, c, loginAnswer(ctx, session, account));
  });

  // ── group requests ──
  r.get('/group-requests', (c) => {
    const code = c.req.query('client_code')?.trim() ?? '';
    if (!code) return invalid(c, 400, ['O parâmetro client_code é obrigatório.']);
    if (code !== c.get('session').clientCode) return invalid(c, 400, [`O client_code (${code}) não corresponde ao cliente da sessão.`]);
    const list = ctx.state.groupRequests
      .filter((g) => g.clientCode === code)
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .map(({ clientCode: _c, ...g }) => g);
    return c.json(list);
  });

  r.post('/group-requests', async (c) => {
    const body = await jsonBody(c);
    if (!isRecord(body)) return invalid(c, 400, ['Envie os dados da solicitação em JSON.']);
    const account = c.get('account');
    const client = c.get('client');
    const issues: string[] = [];
    const name = typeof body.group_name === 'string' ? body.group_name.trim() : '';
    if (!name) issues.push('Nome do agrupamento é obrigatório');
    else if (account.group && fold(account.group.name) !== fold(name))
      issues.push(`O nome do agrupamento não pode ser alterado (${account.group.name}).`);
    const docs = Array.isArray(body.requested_documents) ? body.requested_documents : [];
    const accepted: string[] = [];
    const own = new Set(account.clientCodes.map((code) => ctx.state.clients.get(code)?.cnpj_cpf));
    for (const item of docs) {
      const doc = typeof item === 'string' ? normalizeDocument(item) : '';
      if (!isDocument(doc)) issues.push(`Documento inválido: ${typeof item === 'string' ? item : JSON.stringify(item)}`);
      else if (accepted.includes(doc)) issues.push(`Documento já adicionado: ${doc}`);
      else if (own.has(doc)) issues.push(`Documento já faz parte do seu agrupamento: ${doc}`);
      else accepted.push(doc);
    }
    if (!docs.length) issues.push('Informe ao menos um documento válido da empresa que deseja incluir');
    const requesting = typeof body.requesting_document === 'string' ? normalizeDocument(body.requesting_document) : '';
    if (!isDocument(requesting)) issues.push('Documento do solicitante inválido.');
    else if (requesting !== client.cnpj_cpf && requesting !== account.username)
      issues.push('O documento do solicitante não corresponde ao cliente da sessão.');
    if (typeof body.notes !== 'string') issues.push('O campo notes (observações) deve ser um texto.');
    if (issues.length) return invalid(c, 422, issues);
    ctx.state.counters.groupRequest += 1;
    const created = {
      clientCode: client.clientCode,
      id: ctx.state.counters.groupRequest,
      created_at: brazilDateTime(ctx.now()),
      request_status: 'created' as const,
      group_name: name,
      requested_documents: accepted.map((doc) => {
        ctx.state.counters.requestedDocument += 1;
        return { id: ctx.state.counters.requestedDocument, requested_document: doc };
      }),
    };
    ctx.state.groupRequests.push(created);
    const { clientCode: _c, ...answer } = created;
    return c.json(answer, 201);
  });

  r.get('/group-requests/validate-name', (c) => {
    const name = c.req.query('name')?.trim() ?? '';
    if (!name) return invalid(c, 422, ['Nome do agrupamento é obrigatório']);
    const own = c.get('account').group?.name;
    if (own && fold(own) === fold(name)) return c.json({ message: 'Nome do seu agrupamento' });
    if (ctx.state.takenGroupNames.some((taken) => fold(taken) === fold(name))) {
      return fail(c, 409, 'Nome de agrupamento já utilizado', 'Escolha outro nome para o agrupamento.');
    }
    return c.json({ message: 'Nome disponível' });
  });

  // ── orders ──
  r.get('/client/my-orders', (c) => c.json(ordersAnswer(ordersOf(c))));

  r.get('/client/my-updated-orders', (c) => {
    const issues: string[] = [];
    const days = Number(c.req.query('dias_pedido'));
    if (!ORDER_PERIODS.includes(days)) issues.push('dias_pedido deve ser 7, 15, 30 ou 45.');
    const type = c.req.query('type') ?? 'todos';
    if (!(type in ORDER_TYPES)) issues.push('type deve ser todos, bonificacao ou compra.');
    if (issues.length) return invalid(c, 400, issues);
    const since = isoDay(addDays(brazilDay(ctx.now()), -days));
    const types = ORDER_TYPES[type] ?? null;
    const status = c.req.query('status')?.trim().toUpperCase();
    const list = ordersOf(c).filter(
      (rec) =>
        rec.order.Status.ERDAT >= since &&
        (!types || types.includes(rec.order.Status.AUART)) &&
        (!status || rec.order.Status.STATUS === status),
    );
    return c.json(ordersAnswer(list));
  });

  r.get('/client/my-status-orders', (c) => c.json(statusesOf(ordersOf(c))));

  /** The client's invoices with the given keys, or the 404 answer. */
  const invoicesFor = async (c: Ctx): Promise<Array<{ record: OrderRecord; invoice: Invoice }> | Response> => {
    const body = await jsonBody(c);
    const keys = isRecord(body) && Array.isArray(body.nfkey) ? body.nfkey : [];
    if (!keys.length || !keys.every((k) => typeof k === 'string' && /^\d{44}$/.test(k))) {
      return notFound(c, 'Nota fiscal não encontrada: informe a chave de acesso (44 dígitos).');
    }
    const found: Array<{ record: OrderRecord; invoice: Invoice }> = [];
    for (const key of keys as string[]) {
      const hit = ordersOf(c)
        .flatMap((record) => asList(record.order.Notas?.Nota).map((invoice) => ({ record, invoice })))
        .find((x) => x.invoice.CHAVE_NF === key);
      if (!hit) return notFound(c, `Nota fiscal não encontrada: ${key}`);
      found.push(hit);
    }
    return found;
  };

  const pdf = (bytes: Uint8Array, filename: string) =>
    new Response(bytes.slice().buffer, {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${filename}"`,
        'Content-Length': String(bytes.length),
      },
    });

  r.post('/client/my-order-nf', async (c) => {
    const found = await invoicesFor(c);
    if (found instanceof Response) return found;
    const client = c.get('client');
    const pages: PdfPage[] = found.map(({ record, invoice }) =>
      invoicePage(client, record.order, invoice, record.invoiceValues[invoice.CHAVE_NF]),
    );
    return pdf(buildPdf(pages, `DANFE ${found.map((f) => f.invoice.NFENUM).join(', ')}`), 'nf.pdf');
  });

  r.post('/client/my-order-boleto', async (c) => {
    const found = await invoicesFor(c);
    if (found instanceof Response) return found;
    const client = c.get('client');
    const pages: PdfPage[] = [];
    for (const { record, invoice } of found) {
      const value = record.invoiceValues[invoice.CHAVE_NF];
      if (value === undefined) return notFound(c, `Boleto não disponível para a nota fiscal ${invoice.NFENUM}.`);
      pages.push(boletoPage(client, invoice, value));
    }
    return pdf(buildPdf(pages, `Boleto ${found[0]!.invoice.NFENUM}`), `boleto_${found[0]!.invoice.CHAVE_NF}.pdf`);
  });

  // ── client data and account ──
  r.get('/client', (c) => {
    const client = c.get('client');
    return c.json({
      clientCode: client.clientCode,
      name: client.name,
      cnpj_cpf: client.cnpj_cpf,
      Minimoorder: client.Minimoorder,
      Limitecredito: client.Limitecredito,
    });
  });

  r.put('/client/push', async (c) => {
    const body = await jsonBody(c);
    const playerId = isRecord(body) && typeof body.playerId === 'string' ? body.playerId.trim() : '';
    if (!playerId) return invalid(c, 400, ['playerId é obrigatório.']);
    registerDevice(ctx.state, c.get('account'), playerId);
    return c.json({ message: 'Dispositivo registrado', details: 'Notificações ativadas neste dispositivo.' });
  });

  // Assumed (contract): the device leaves, whoever it was registered for (it signed out, or another user signed in on it).
  r.delete('/client/push', async (c) => {
    const body = await jsonBody(c);
    const playerId = isRecord(body) && typeof body.playerId === 'string' ? body.playerId.trim() : '';
    if (!playerId) return invalid(c, 400, ['playerId é obrigatório.']);
    forgetDevice(ctx.state, playerId);
    return c.json({ message: 'Dispositivo removido', details: 'Notificações desativadas neste dispositivo.' });
  });

  r.put('/client/update-password', async (c) => {
    const body = await jsonBody(c);
    if (!isRecord(body)) return invalid(c, 400, ['Envie as senhas em JSON.']);
    const account = c.get('account');
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    const current = text(body.password);
    const next = text(body.newPassword);
    const confirmation = text(body.confirmationNewPassword);
    const issues: string[] = [];
    const now = ctx.now().getTime();
    if (!current) issues.push('Informe a senha atual.');
    else if (current !== account.password && !account.tempPasswords.some((t) => t.password === current && t.expiresAt > now))
      issues.push('A senha atual está incorreta.');
    if (!next) issues.push('Informe a nova senha.');
    else if (!STRONG_PASSWORD.test(next))
      issues.push(
        'Requisitos de senha não atendidos: mínimo de 6 caracteres, com número, letra minúscula, letra maiúscula e um destes símbolos: @$!%*?&',
      );
    else if (next === current) issues.push('A nova senha deve ser diferente da atual.');
    if (!confirmation) issues.push('Confirme a nova senha.');
    else if (confirmation !== next) issues.push('As senhas não correspondem');
    if (issues.length) return invalid(c, 422, issues);
    account.password = next;
    account.tempPasswords = [];
    return c.json({ message: 'Senha alterada', details: 'Senha alterada com sucesso!' });
  });

  r.get('/client/general', (c) => {
    const account = c.get('account');
    const client = c.get('client');
    return send(ctx, c, {
      user: account.username,
      name: client.name,
      email: account.email,
      cnpj_cpf: client.cnpj_cpf,
      profile: account.profile,
    });
  });

  r.get('/client/commercial', (c) => c.json(c.get('client').commercial));

  r.get('/client/notifications', (c) => c.json(c.get('account').notifications));

  r.put('/client/notifications', async (c) => {
    const body = await jsonBody(c);
    const b = isRecord(body) ? body : {};
    const issues: string[] = [];
    if (typeof b.acceptMail !== 'boolean') issues.push('acceptMail deve ser verdadeiro ou falso.');
    if (typeof b.acceptMessages !== 'boolean') issues.push('acceptMessages deve ser verdadeiro ou falso.');
    if (issues.length) return invalid(c, 400, issues);
    c.get('account').notifications = { acceptMail: b.acceptMail === true, acceptMessages: b.acceptMessages === true };
    return c.json({ message: 'Preferências salvas', details: 'Preferências de notificação atualizadas!' });
  });

  r.post('/client/update-picture', async (c) => {
    let form: Record<string, string | File | (string | File)[]>;
    try {
      form = await c.req.parseBody();
    } catch (error) {
      unlessTooLarge(error);
      return invalid(c, 422, ['Envie a foto como multipart/form-data, no campo profile.']);
    }
    const account = c.get('account');
    const file = form.profile;
    if (file === undefined) {
      account.profile = null;
      return c.json({ message: 'Foto removida', details: 'Foto de perfil removida!', profile: null });
    }
    if (!(file instanceof File)) return invalid(c, 422, ['O campo profile deve ser um arquivo de imagem.']);
    if (file.size > PROFILE_MAX_BYTES) return fail(c, 413, 'Arquivo muito grande', 'A foto deve ter no máximo 800 kB.');
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = imageType(bytes);
    if (!type || !['image/jpeg', 'image/gif', 'image/png'].includes(type)) return invalid(c, 422, ['A foto deve ser JPG, GIF ou PNG.']);
    ctx.state.counters.upload += 1;
    const id = `perfil-${ctx.state.counters.upload}`;
    ctx.state.uploads.set(id, { type, bytes });
    account.profile = `/static/uploads/${id}`;
    return send(ctx, c, { message: 'Foto atualizada', details: 'Foto de perfil atualizada!', profile: account.profile });
  });

  r.get('/client/my-debits', (c) => {
    // Debts are read-only here: built again when the day has turned since they were built.
    const today = brazilDay(ctx.now());
    if (isoDay(today) !== ctx.state.debtsDay) Object.assign(ctx.state, { debts: buildDebts(today), debtsDay: isoDay(today) });
    return c.json(ctx.state.debts.get(c.get('session').clientCode) ?? []);
  });

  r.get('/client/equipments', (c) => c.json(ctx.state.equipment.get(c.get('session').clientCode) ?? []));

  return r;
}
