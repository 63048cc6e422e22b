// product-rules R170: one wording for every write that needs the network.
import { describe, expect, it } from 'vitest';
import * as texts from '../../../src/lib/domain/offline-texts.ts';

const expected: Record<keyof typeof texts, string> = {
  OFFLINE_SEND_ORDER: 'enviar o pedido',
  OFFLINE_SEND_PHOTO: 'enviar a foto',
  OFFLINE_SAVE_CHANGES: 'salvar as alterações',
  OFFLINE_CHANGE_PASSWORD: 'alterar a senha',
  OFFLINE_REQUEST_INCLUSION: 'solicitar a inclusão',
  OFFLINE_ANSWER_CAMPAIGN: 'responder à campanha',
  OFFLINE_SIGN_IN: 'entrar',
  OFFLINE_SIGN_UP: 'fazer o cadastro',
  OFFLINE_VALIDATE_TOKEN: 'validar o código',
  OFFLINE_RESEND_TOKEN: 'reenviar o código',
  OFFLINE_RESET_PASSWORD: 'redefinir a senha',
};

describe('offline texts (product-rules R170)', () => {
  it.each(Object.entries(expected))('%s says what needs the network: "… para %s."', (name, what) => {
    expect(texts[name as keyof typeof texts]).toBe(`Sem conexão. Conecte-se à internet para ${what}.`);
  });

  it('every text exported is listed here', () => {
    expect(Object.keys(texts).sort()).toEqual(Object.keys(expected).sort());
  });
});
