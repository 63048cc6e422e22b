import { describe, expect, it } from 'vitest';
import { unsaid } from '../../../src/lib/domain/sentences.ts';

describe('unsaid (R279)', () => {
  const long = 'Erro ao criar solicitação de inclusão. Tente novamente mais tarde.';
  it.each([
    ['the generic reason the sentence already gives', 'Tente novamente mais tarde.', [long], ''],
    ['whatever its case, accents and final point', 'tente novamente mais TARDE', [long], ''],
    ['a reason of its own stays', 'Serviço de agrupamentos indisponível.', [long], 'Serviço de agrupamentos indisponível.'],
    [
      'only the new sentences of a longer reason',
      'Tente novamente mais tarde. O serviço está em manutenção.',
      [long],
      'O serviço está em manutenção.',
    ],
    ['a sentence repeated inside the reason, once', 'Estoque esgotado. Estoque esgotado.', [], 'Estoque esgotado.'],
    ['said by any of several texts', 'Sem conexão.', ['Algo.', 'Sem conexão.'], ''],
    ['nothing', '', [long], ''],
  ])('%s', (_, text, said, expected) => {
    expect(unsaid(text, said)).toBe(expected);
  });
});
