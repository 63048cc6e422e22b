import { describe, expect, it } from 'vitest';
import { chunkDocuments, groupRequestStatusLabel } from '../../../src/lib/domain/group-requests.ts';

const NUMERIC = '11222333000181';
const ALPHANUMERIC = '12ABC34501DE35';
const OTHER = '45723174000110';

describe('groupRequestStatusLabel (R78)', () => {
  it.each([
    ['created', 'Chamado aberto'],
    ['concluded', 'Aprovado'],
    ['canceled', 'Rejeitado'],
  ] as const)('%s → %s', (status, label) => {
    expect(groupRequestStatusLabel(status)).toBe(label);
  });
});

describe('chunkDocuments (R79)', () => {
  it('keeps fewer than 14 characters in the field, cleaned and upper-cased', () => {
    expect(chunkDocuments('12.abc.345/01', [])).toEqual({ documents: [], rest: '12ABC34501', problems: [] });
  });

  it('turns a 14-character valid numeric CNPJ into a document, typed with its mask', () => {
    expect(chunkDocuments('11.222.333/0001-81', [])).toEqual({ documents: [NUMERIC], rest: '', problems: [] });
  });

  it('accepts an alphanumeric CNPJ typed in lower case', () => {
    expect(chunkDocuments('12abc34501de35', [])).toEqual({ documents: [ALPHANUMERIC], rest: '', problems: [] });
  });

  it('splits a paste of several documents into 14-character chunks and keeps the partial end', () => {
    expect(chunkDocuments(`${NUMERIC} ${ALPHANUMERIC}, 4572`, [])).toEqual({
      documents: [NUMERIC, ALPHANUMERIC],
      rest: '4572',
      problems: [],
    });
  });

  it('reports a chunk with wrong check digits as invalid, formatted', () => {
    expect(chunkDocuments('11222333000182', [])).toEqual({ documents: [], rest: '', problems: ['Documento inválido: 11.222.333/0001-82'] });
  });

  it('reports a chunk of one repeated digit as invalid', () => {
    expect(chunkDocuments('00000000000000', []).problems).toEqual(['Documento inválido: 00.000.000/0000-00']);
  });

  it('reports a 14-character chunk that is no CNPJ shape (letters in the check digits) as invalid', () => {
    expect(chunkDocuments('12ABC34501DEAB', []).problems).toEqual(['Documento inválido: 12ABC34501DEAB']);
  });

  it('an 11-digit CPF stays in the field: it is never a complete chunk', () => {
    expect(chunkDocuments('529.982.247-25', [])).toEqual({ documents: [], rest: '52998224725', problems: [] });
  });

  it('reports a document already added, and a repeat inside one paste', () => {
    expect(chunkDocuments(NUMERIC, [NUMERIC])).toEqual({
      documents: [NUMERIC],
      rest: '',
      problems: ['Documento já adicionado: 11.222.333/0001-81'],
    });
    expect(chunkDocuments(`${OTHER}${OTHER}`, []).problems).toEqual(['Documento já adicionado: 45.723.174/0001-10']);
  });

  it('keeps the earlier documents first and adds the valid ones around refused chunks', () => {
    const result = chunkDocuments(`${OTHER}11222333000182${ALPHANUMERIC}`, [NUMERIC]);
    expect(result.documents).toEqual([NUMERIC, OTHER, ALPHANUMERIC]);
    expect(result.problems).toEqual(['Documento inválido: 11.222.333/0001-82']);
  });

  it('an empty field changes nothing', () => {
    expect(chunkDocuments(' ./-', [NUMERIC])).toEqual({ documents: [NUMERIC], rest: '', problems: [] });
  });
});
