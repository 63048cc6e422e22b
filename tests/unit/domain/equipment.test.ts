import { describe, expect, it } from 'vitest';
import {
  compareRequestsNewestFirst,
  deliveryLine,
  descriptionParts,
  requestTypeLabel,
  sortRequestsNewestFirst,
  stepLines,
  type EquipmentFields,
} from '../../../src/lib/domain/equipment.ts';

const base: EquipmentFields = {
  NRSOL: '0004512',
  TPSOL: 'INS',
  ERDAT: '10/11/2026',
  MAKTX: 'Freezer',
  STATUS: 'ABERTA',
  STATUS_ABERTA: 'S',
  STATUS_APROVADO: '',
  STATUS_FATURADO: '',
  STATUS_COMD_GERADO: '',
  STATUS_ENTREGA: '',
  STATUS_FINAL: '',
  ENTREGA_PEND: '',
  SAIU_ENTREGA: '',
};

const lineText = (request: EquipmentFields) => stepLines(request).map((l) => `${l.text}:${l.tone}`);

describe('requestTypeLabel (R94)', () => {
  it.each([
    ['INS', 'INSTALAÇÃO'],
    ['REC', 'RECOLHIMENTO'],
    ['XYZ', 'XYZ'],
  ])('%s → %s', (tpsol, label) => {
    expect(requestTypeLabel(tpsol)).toBe(label);
  });
});

describe('descriptionParts (R94)', () => {
  it.each([
    ['Freezer horizontal 400L;Tampa de vidro;Adesivado Brahma', ['Freezer horizontal 400L', 'Tampa de vidro', 'Adesivado Brahma']],
    ['  Visa cooler ; ;Iluminação LED ;', ['Visa cooler', 'Iluminação LED']],
    ['Sem separador', ['Sem separador']],
    ['', []],
    [';;', []],
  ])('%j → %j', (maktx, parts) => {
    expect(descriptionParts(maktx)).toEqual(parts);
  });
});

describe('stepLines (R93)', () => {
  it('lists the six steps in process order', () => {
    expect(stepLines(base).map((l) => l.key)).toEqual([
      'STATUS_ABERTA',
      'STATUS_APROVADO',
      'STATUS_FATURADO',
      'STATUS_COMD_GERADO',
      'STATUS_ENTREGA',
      'STATUS_FINAL',
    ]);
  });

  it.each([
    ['S', 'Solicitação Aberta:success'],
    ['W', 'Solicitação Pendente:warning'],
    ['E', 'Solicitação Cancelada:error'],
    ['', 'Solicitação Cancelada:error'],
  ] as const)('STATUS_ABERTA %j → %s', (flag, expected) => {
    expect(lineText({ ...base, STATUS_ABERTA: flag })[0]).toBe(expected);
  });

  it.each([
    ['S', 'Aprovado:success'],
    ['W', 'Reprovado:warning'],
    ['E', 'Aguardando:error'],
    ['', 'Aguardando:none'],
  ] as const)('STATUS_APROVADO %j → %s', (flag, expected) => {
    expect(lineText({ ...base, STATUS_APROVADO: flag })[1]).toBe(expected);
  });

  it.each([
    ['S', 'success'],
    ['W', 'warning'],
    ['E', 'error'],
    ['', 'none'],
  ] as const)('Faturado, Comodato Gerado and Concluído take the colour of flag %j', (flag, tone) => {
    const lines = stepLines({ ...base, STATUS_FATURADO: flag, STATUS_COMD_GERADO: flag, STATUS_FINAL: flag });
    expect([lines[2], lines[3], lines[5]].map((l) => `${l?.text}:${l?.tone}`)).toEqual([
      `Faturado:${tone}`,
      `Comodato Gerado:${tone}`,
      `Concluído:${tone}`,
    ]);
  });

  it('states each colour in words too', () => {
    expect(stepLines({ ...base, STATUS_APROVADO: 'S', STATUS_FATURADO: 'W', STATUS_COMD_GERADO: 'E' }).map((l) => l.toneLabel)).toEqual([
      'etapa concluída',
      'etapa concluída',
      'etapa em andamento',
      'etapa com erro',
      'etapa não iniciada',
      'etapa não iniciada',
    ]);
  });
});

describe('deliveryLine (R93)', () => {
  it.each([
    ['open with STATUS ENTREGUE, whatever the flag', { STATUS: 'ENTREGUE', STATUS_ENTREGA: '' }, 'Entregue', 'success'],
    [
      'open with STATUS ENTREGUE wins over ENTREGA_PEND',
      { STATUS: 'ENTREGUE', STATUS_ENTREGA: 'W', ENTREGA_PEND: 'X' },
      'Entregue',
      'success',
    ],
    ['W with ENTREGA_PEND', { STATUS_ENTREGA: 'W', ENTREGA_PEND: 'X' }, 'Em preparação', 'warning'],
    ['W without ENTREGA_PEND', { STATUS_ENTREGA: 'W' }, 'Não Entregue', 'warning'],
    ['S with SAIU_ENTREGA', { STATUS_ENTREGA: 'S', SAIU_ENTREGA: 'X' }, 'Em rota', 'success'],
    ['S otherwise', { STATUS_ENTREGA: 'S' }, 'Entregue', 'success'],
    ['S with ENTREGA_PEND only', { STATUS_ENTREGA: 'S', ENTREGA_PEND: 'X' }, 'Entregue', 'success'],
    ['E', { STATUS_ENTREGA: 'E' }, 'Não Entregue', 'error'],
    ['not reached', { STATUS_ENTREGA: '' }, 'Não Entregue', 'none'],
    ['markers missing', { STATUS_ENTREGA: 'W', ENTREGA_PEND: undefined }, 'Não Entregue', 'warning'],
  ] as const)('%s → %s', (_, fields, text, tone) => {
    expect(deliveryLine({ ...base, ...fields })).toMatchObject({ text, tone });
  });

  it('STATUS ENTREGUE on a request that is not open does not count as delivered', () => {
    expect(deliveryLine({ ...base, STATUS_ABERTA: 'W', STATUS: 'ENTREGUE' })).toMatchObject({ text: 'Não Entregue', tone: 'none' });
  });
});

describe('sortRequestsNewestFirst (R94)', () => {
  it('newest ERDAT first, reading dd/mm/yyyy as a date (not as text)', () => {
    const sorted = sortRequestsNewestFirst([
      { NRSOL: '1', ERDAT: '30/10/2026' },
      { NRSOL: '2', ERDAT: '02/11/2026' },
      { NRSOL: '3', ERDAT: '15/12/2025' },
    ]);
    expect(sorted.map((r) => r.NRSOL)).toEqual(['2', '1', '3']);
  });

  it('same day: higher request number first, as numbers', () => {
    const sorted = sortRequestsNewestFirst([
      { NRSOL: '0000999', ERDAT: '02/11/2026' },
      { NRSOL: '0004610', ERDAT: '02/11/2026' },
      { NRSOL: '12000', ERDAT: '02/11/2026' },
    ]);
    expect(sorted.map((r) => r.NRSOL)).toEqual(['12000', '0004610', '0000999']);
  });

  it('unreadable dates go last', () => {
    const sorted = sortRequestsNewestFirst([
      { NRSOL: '1', ERDAT: '' },
      { NRSOL: '2', ERDAT: '01/01/2020' },
    ]);
    expect(sorted.map((r) => r.NRSOL)).toEqual(['2', '1']);
  });

  it('does not change the list it is given', () => {
    const list = [
      { NRSOL: '1', ERDAT: '01/01/2020' },
      { NRSOL: '2', ERDAT: '01/01/2021' },
    ];
    sortRequestsNewestFirst(list);
    expect(list.map((r) => r.NRSOL)).toEqual(['1', '2']);
  });
});

describe('compareRequestsNewestFirst', () => {
  it('an unreadable date goes after a readable one, whichever side it is on', () => {
    expect(compareRequestsNewestFirst({ NRSOL: '1', ERDAT: '01/01/2020' }, { NRSOL: '2', ERDAT: 'ontem' })).toBe(-1);
    expect(compareRequestsNewestFirst({ NRSOL: '1', ERDAT: 'ontem' }, { NRSOL: '2', ERDAT: '01/01/2020' })).toBe(1);
  });

  it('two unreadable dates, or the same day, fall back to the numbers; the same number is a tie', () => {
    expect(compareRequestsNewestFirst({ NRSOL: '1', ERDAT: '' }, { NRSOL: '2', ERDAT: '' })).toBeGreaterThan(0);
    expect(compareRequestsNewestFirst({ NRSOL: '9', ERDAT: '' }, { NRSOL: '8', ERDAT: '' })).toBeLessThan(0);
    expect(compareRequestsNewestFirst({ NRSOL: '007', ERDAT: '01/01/2020' }, { NRSOL: '7', ERDAT: '01/01/2020' })).toBe(0);
  });
});

describe('a step flag the rules do not name', () => {
  it('reads as not reached', () => {
    const odd = { ...base, STATUS_FATURADO: 'X' } as unknown as EquipmentFields;
    expect(lineText(odd)[2]).toBe('Faturado:none');
  });
});
