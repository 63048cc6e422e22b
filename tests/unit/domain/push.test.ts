import { describe, expect, it } from 'vitest';
import {
  canSwitchPush,
  GENERIC_PUSH_TITLE,
  orderNews,
  pushDeviceState,
  pushNotice,
  PUSH_STATE_TEXTS,
  readPushOwner,
  type PushDeviceFacts,
} from '../../../src/lib/domain/push.ts';

const push = (data: Record<string, unknown>) =>
  JSON.stringify({ kind: 'order-status', order: '0081234500', status: 'PEDIDO EM TRANSITO', clientCode: '100001', ...data });

describe('pushNotice: what an order-status push shows (R306)', () => {
  it('names the order and its step, and opens that order', () => {
    expect(pushNotice(push({}), ['100001', '100002'])).toEqual({
      title: 'Pedido 0081234500: saiu para entrega',
      body: 'Toque para ver o pedido.',
      tag: 'pedido-0081234500',
      url: '/pedidos?pedido=0081234500',
    });
  });

  it('one notification per order: every step of it has the same tag', () => {
    const tags = ['PEDIDO FATURADO', 'PEDIDO EM SEPARACAO', 'PEDIDO ENTREGUE'].map(
      (status) => pushNotice(push({ status }), ['100001']).tag,
    );
    expect(new Set(tags)).toEqual(new Set(['pedido-0081234500']));
  });

  it('says no amount and no tax id, whatever else the push carries', () => {
    const notice = pushNotice(push({ value: 'R$ 1.480,00', cnpj_cpf: '12.345.678/0001-95', body: 'Total R$ 99' }), ['100001']);
    expect(`${notice.title} ${notice.body}`).not.toMatch(/R\$|\d{2}\.\d{3}\.\d{3}|\d{11}/);
  });

  it('a push for a client other than the one signed in shows only that there is news', () => {
    for (const signedIn of [['100002'], []]) {
      const notice = pushNotice(push({}), signedIn);
      expect(notice).toEqual({ title: GENERIC_PUSH_TITLE, body: 'Entre no portal para ver.', tag: 'novidades', url: '/campanhas' });
      expect(JSON.stringify(notice)).not.toContain('0081234500');
    }
  });

  it.each([
    ['not JSON', 'oi'],
    ['no text', null],
    ['a list', '[1]'],
    ['another kind', push({ kind: 'campaign' })],
    ['an order number with letters', push({ order: '00812<b>' })],
    ['a status with markup', push({ status: '<img src=x>' })],
    ['a status too long', push({ status: 'X'.repeat(61) })],
    ['no client code', push({ clientCode: 1 })],
  ])('%s: the generic notice', (_, text) => {
    expect(pushNotice(text, ['100001']).title).toBe(GENERIC_PUSH_TITLE);
  });
});

describe('orderNews: a sentence for every status text of R84 (R306)', () => {
  it.each([
    ['PEDIDO EM PROCESSAMENTO', 'está em processamento'],
    ['FINANCEIRO NAO APROVADO', 'está em análise de crédito'],
    ['FINANCEIRO APROVADO', 'teve o crédito aprovado'],
    ['FATURAMENTO PENDENTE', 'aguarda faturamento'],
    ['PEDIDO FATURADO', 'foi faturado'],
    ['PEDIDO EM SEPARACAO', 'está em separação'],
    ['Pedido em trânsito', 'saiu para entrega'],
    ['PEDIDO ENTREGUE', 'foi entregue'],
    ['PARCIALMENTE ENTREGUE', 'foi entregue em parte'],
    ['PEDIDO PARCIALMENTE RECUSADO', 'foi recusado em parte'],
    ['PEDIDO PARCIALMENTE RETORNADO', 'foi devolvido em parte'],
    ['CANCELADO', 'foi cancelado'],
    ['PEDIDO CANCELADO', 'foi cancelado'],
    ['PEDIDO NAO FATURADO', 'não foi faturado'],
    ['PEDIDO NOTA CANCELADA', 'teve a nota fiscal cancelada'],
    ['PEDIDO RETORNADO', 'foi devolvido'],
    ['RETORNADO/DEVOLVIDO', 'foi devolvido'],
    ['UM STATUS NOVO', 'mudou de etapa'],
  ])('%s → %s', (status, sentence) => {
    expect(orderNews(status)).toBe(sentence);
  });
});

describe('pushDeviceState: the switch’s states (R307)', () => {
  const facts = (over: Partial<PushDeviceFacts>): PushDeviceFacts => ({
    supported: true,
    appleMobile: false,
    installed: false,
    permission: 'default',
    subscribed: false,
    ...over,
  });

  it.each<[string, Partial<PushDeviceFacts>, string]>([
    ['a browser without push', { supported: false }, 'unsupported'],
    ['an iPhone, not installed', { supported: false, appleMobile: true }, 'install-first'],
    ['an iPhone, installed, too old for push', { supported: false, appleMobile: true, installed: true }, 'unsupported'],
    ['never asked', { permission: 'default' }, 'off'],
    ['denied', { permission: 'denied' }, 'blocked'],
    ['denied after subscribing', { permission: 'denied', subscribed: true }, 'blocked'],
    ['granted, not subscribed', { permission: 'granted' }, 'off'],
    ['granted and subscribed', { permission: 'granted', subscribed: true }, 'on'],
    ['subscribed, permission reset to ask', { permission: 'default', subscribed: true }, 'off'],
  ])('%s: %s', (_, over, state) => {
    expect(pushDeviceState(facts(over))).toBe(state);
  });

  it('every state is said in words, and only off and on are switched by a tap', () => {
    for (const text of Object.values(PUSH_STATE_TEXTS)) expect(text.length).toBeGreaterThan(20);
    expect(Object.keys(PUSH_STATE_TEXTS).filter((state) => canSwitchPush(state as keyof typeof PUSH_STATE_TEXTS))).toEqual(['off', 'on']);
  });
});

describe('readPushOwner (R308)', () => {
  it('reads the record the page left', () => {
    const owner = { user: '12345678909', clients: ['100001'], playerId: '{"endpoint":"x"}' };
    expect(readPushOwner(JSON.stringify(owner))).toEqual(owner);
    expect(readPushOwner(JSON.stringify({ ...owner, changed: true }))).toEqual({ ...owner, changed: true });
    expect(readPushOwner(JSON.stringify({ ...owner, changed: 'yes' }))).toEqual(owner);
    expect(readPushOwner(JSON.stringify({ ...owner, session: 1764750000 }))).toEqual({ ...owner, session: 1764750000 });
    expect(readPushOwner(JSON.stringify({ ...owner, session: '1' }))).toEqual(owner);
  });

  it.each([null, '', 'x', '1', JSON.stringify({ user: '1', clients: [1], playerId: 'p' }), JSON.stringify({ user: '1', clients: [] })])(
    '%s is no record',
    (text) => {
      expect(readPushOwner(text)).toBeNull();
    },
  );
});
