// The one wording of product-rules R170: a write that needs the network says so before the user
// tries: 'Sem conexão. Conecte-se à internet para <what>.' One constant per action, so a page
// carries only the texts it shows; the list is in docs/product-rules.md R170.
export const OFFLINE_SEND_ORDER = 'Sem conexão. Conecte-se à internet para enviar o pedido.';
export const OFFLINE_SEND_PHOTO = 'Sem conexão. Conecte-se à internet para enviar a foto.';
export const OFFLINE_SAVE_CHANGES = 'Sem conexão. Conecte-se à internet para salvar as alterações.';
export const OFFLINE_CHANGE_PASSWORD = 'Sem conexão. Conecte-se à internet para alterar a senha.';
export const OFFLINE_REQUEST_INCLUSION = 'Sem conexão. Conecte-se à internet para solicitar a inclusão.';
export const OFFLINE_ANSWER_CAMPAIGN = 'Sem conexão. Conecte-se à internet para responder à campanha.';
export const OFFLINE_SIGN_IN = 'Sem conexão. Conecte-se à internet para entrar.';
export const OFFLINE_SIGN_UP = 'Sem conexão. Conecte-se à internet para fazer o cadastro.';
export const OFFLINE_VALIDATE_TOKEN = 'Sem conexão. Conecte-se à internet para validar o código.';
export const OFFLINE_RESEND_TOKEN = 'Sem conexão. Conecte-se à internet para reenviar o código.';
export const OFFLINE_RESET_PASSWORD = 'Sem conexão. Conecte-se à internet para redefinir a senha.';
