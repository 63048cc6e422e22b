// product-rules R170: one wording for every write that needs the network.
import { describe, expect, it } from 'vitest';
import { offlineText } from '../../../src/lib/domain/offline-texts.ts';

describe('offlineText (R170)', () => {
  it.each(['enviar o pedido', 'entrar', 'responder à campanha'])('says what needs the network: "… para %s."', (what) => {
    expect(offlineText(what)).toBe(`Sem conexão. Conecte-se à internet para ${what}.`);
  });
});
