import { describe, expect, it } from 'vitest';
import {
  dateRange,
  enrolmentClosed,
  flexibleCard,
  monthLabel,
  prosperaCampaignImage,
  prosperaCard,
  parseFlexibleCampaignId,
  progressWidth,
  termState,
} from '../../../src/lib/domain/flexible-campaigns.ts';
import { shownIndicators } from '../../../src/lib/domain/flexible-indicators.ts';
import { monthNameCapitalised } from '../../../src/lib/domain/date-format.ts';
import { indicatorStatusText } from '../../../src/lib/domain/indicators.ts';

// 2026-03-10 12:00 in São Paulo.
const now = Date.UTC(2026, 2, 10, 15);

describe('enrolmentClosed (R32)', () => {
  it.each([
    ['ends today', '2026-03-10', false],
    ['ended yesterday', '2026-03-09', true],
    ['ends tomorrow', '2026-03-11', false],
    ['no final date', null, false],
  ] as const)('%s', (_, finalDate, expected) => {
    expect(enrolmentClosed(finalDate, now)).toBe(expected);
  });
});

describe('termState (R32)', () => {
  it.each([
    ['participating', 1, '2026-12-31', 'participating'],
    ['participating after the end', 1, '2026-01-31', 'participating'],
    ['pending', 2, '2026-12-31', 'pending'],
    ['pending after the end', 2, '2026-03-09', 'closed'],
    ['refused', 3, '2026-12-31', 'refused'],
    ['refused after the end', 3, '2026-03-09', 'closed'],
  ] as const)('%s', (_, status, finalDate, expected) => {
    expect(termState(status, finalDate, now)).toBe(expected);
  });
});

const flexible = (id: number, status: number, final: string | null = '2026-12-31') => ({
  campaign: {
    id,
    name: `Campanha ${id}`,
    initial_date: '2026-01-01',
    final_date: final,
    banner_data: { based_image: id === 2 ? null : 'https://cdn.example.com/b.png' },
  },
  term_status: { id: status },
});

describe('flexibleCard (R31)', () => {
  it('a participating campaign links to its progress, labelled Vigência', () => {
    expect(flexibleCard(flexible(1, 1), now)).toMatchObject({
      banner: 'VOCÊ ESTÁ PARTICIPANDO',
      dateLabel: 'Vigência',
      dates: '01/01/2026 - 31/12/2026',
      href: '/campanhas/1',
      linkLabel: 'Ver progresso',
      pendingFlexibleId: null,
      image: 'https://cdn.example.com/b.png',
    });
  });
  it('a pending campaign links to its details, labelled Inscrição, and may be answered', () => {
    expect(flexibleCard(flexible(2, 2), now)).toMatchObject({
      banner: 'VEJA COMO PARTICIPAR',
      dateLabel: 'Inscrição',
      href: '/campanhas/detalhes/2',
      linkLabel: 'Saiba mais',
      pendingFlexibleId: 2,
      image: null,
    });
  });
  it('a pending campaign whose enrolment ended cannot be answered (R32)', () => {
    expect(flexibleCard(flexible(3, 2, '2026-03-01'), now).pendingFlexibleId).toBeNull();
  });
  it('a refused campaign cannot be answered from the home', () => {
    expect(flexibleCard(flexible(4, 3), now).pendingFlexibleId).toBeNull();
  });
  it('a missing date reads Data Inválida', () => {
    expect(flexibleCard(flexible(5, 1, null), now).dates).toBe('01/01/2026 - Data Inválida');
  });
});

describe('prosperaCard (R31)', () => {
  const item = {
    idcampanha: 31,
    nome: 'Prospera',
    tipo: 'PDV',
    imagem: 'uploads/prospera/bar.jpg',
    participando: 'X',
    dt_ini_insc: '2026-10-01',
    dt_fim_insc: null,
  };
  it('participating (X) links to the old results route', () => {
    expect(prosperaCard(item)).toMatchObject({
      participating: true,
      href: '/campanhas-prospera/31/PDV',
      image: '/img/campanhas/bar.jpg',
      dates: '01/10/2026 - Data Inválida',
      dateLabel: 'Vigência',
    });
  });
  it('not participating links to the old details route', () => {
    expect(prosperaCard({ ...item, participando: '', imagem: null })).toMatchObject({
      participating: false,
      href: '/campanhas-prospera/detalhes/31/PDV',
      image: null,
      banner: 'VEJA COMO PARTICIPAR',
    });
  });
});

describe('prosperaCampaignImage (R51)', () => {
  it.each([
    ['uploads/prospera/bar.jpg', '/img/campanhas/bar.jpg'],
    ['bar.jpg', '/img/campanhas/bar.jpg'],
    ['C:\\fotos\\bar.jpg', '/img/campanhas/bar.jpg'],
    ['', null],
    ['uploads/..', null],
    ['uploads/.', null],
    ['a b#?.jpg', '/img/campanhas/a%20b%23%3F.jpg'],
    [null, null],
  ] as const)('%j → %j', (path, expected) => {
    expect(prosperaCampaignImage(path)).toBe(expected);
  });
});

describe('dateRange (R31)', () => {
  it('formats both sides dd/mm/yyyy', () => {
    expect(dateRange('2026-03-01', '2026-03-31')).toBe('01/03/2026 - 31/03/2026');
  });
});

describe('progressWidth (R37)', () => {
  it.each([
    [0, 3],
    [2, 3],
    [50, 50],
    [99.9, 99.9],
    [100, 100],
    [150, 100],
    [Number.NaN, 3],
  ])('%d %% is drawn %d %% wide', (value, expected) => {
    expect(progressWidth(value)).toBe(expected);
  });
});

describe('indicator status at the completion threshold (R41)', () => {
  it.each([
    [99.9, 'Em Andamento'],
    [100, 'Indicador Concluído!'],
    [104, 'Indicador Concluído!'],
  ] as const)('%d %%', (value, expected) => {
    expect(indicatorStatusText(value)).toBe(expected);
  });
});

describe('shownIndicators', () => {
  const indicators = [
    { id: 1, flexible_indicator_id: 1, visible: true },
    { id: 2, flexible_indicator_id: 2, visible: false },
    { id: 3, flexible_indicator_id: 5, visible: true, initial_photo_period: '2026-04-01' },
    { id: 4, flexible_indicator_id: 5, visible: false, initial_photo_period: '2026-03-10' },
    { id: 5, flexible_indicator_id: 5, visible: false, initial_photo_period: '2026-03-11' },
    { id: 6, flexible_indicator_id: 3, visible: true },
  ];
  it('keeps volume, cover and the photo ones visible or already open (R40)', () => {
    expect(shownIndicators(indicators, now).map((i) => i.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('monthLabel (R37)', () => {
  it('names the month of an accumulated period entry', () => {
    expect(monthLabel('2026-03-01', monthNameCapitalised)).toBe('Março/2026');
  });

  it.each([
    ['a date that does not exist', '2026-02-30'],
    ['text that is not a date', 'março'],
    ['an empty date', ''],
  ])('shows the invalid-date text for %s', (_rule, initialDate) => {
    expect(monthLabel(initialDate, monthNameCapitalised)).toBe('Data Inválida');
  });
});

describe('parseFlexibleCampaignId', () => {
  it.each([
    ['a positive integer', '42', 42],
    ['the first id', '1', 1],
    ['the largest safe integer', String(Number.MAX_SAFE_INTEGER), Number.MAX_SAFE_INTEGER],
  ])('takes %s as the campaign id', (_rule, id, expected) => {
    expect(parseFlexibleCampaignId({ id })).toBe(expected);
  });

  it.each([
    ['a missing id', undefined],
    ['an empty id', ''],
    ['zero', '0'],
    ['a negative number', '-3'],
    ['a fraction', '1.5'],
    ['text', 'abc'],
    ['a number beyond the safe integers', '9007199254740993'],
  ])('rejects %s', (_rule, id) => {
    expect(parseFlexibleCampaignId({ id })).toBeNull();
  });
});
