// Fills every `[data-support-phone]` with the toll-free number of the run-time configuration
// (product-rules R17) as a tap-to-call link.
import { loadConfig } from '../lib/api/config.ts';

const targets = [...document.querySelectorAll<HTMLElement>('[data-support-phone]')];
if (targets.length) {
  loadConfig()
    .then(({ supportPhone }) => {
      for (const target of targets) {
        const link = document.createElement('a');
        link.href = `tel:${supportPhone.replace(/[^\d+]/g, '')}`;
        link.textContent = supportPhone;
        target.replaceChildren('Central de Atendimento: ', link);
      }
    })
    .catch(() => {
      for (const target of targets) {
        target.textContent = 'Não foi possível carregar o telefone da Central de Atendimento. Recarregue a página para tentar de novo.';
      }
    });
}
