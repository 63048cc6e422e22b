// The words of product-rules R285, apart from storage-texts.ts: every page carries them (the stores'
// engine says them), while the storage-full words load only when needed.

/**
 * Said when the phone holds a newer build's session, cart or send (another tab opened after a deploy):
 * this tab leaves it as it is (R285).
 */
export const NEWER_FORMAT_TEXT =
  'Há uma versão mais nova do portal aberta neste aparelho. Recarregue esta página para continuar: nada foi perdido.';
