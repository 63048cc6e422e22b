// The one wording of product-rules R170: a write that needs the network says so before the user
// tries. The wording is here; each screen passes its own action, so a page carries only its own words
// (a list of constants here put all of them on every page that showed one). The actions are listed in
// docs/product-rules.md R170.

/** 'Sem conexão. Conecte-se à internet para <what>.' */
export function offlineText(what: string): string {
  return `Sem conexão. Conecte-se à internet para ${what}.`;
}
