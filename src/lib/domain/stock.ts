// Stock label of a product (product-rules R55): 200 or more available, 1 to 199 low, 0 none.

/** The three labels a product card shows. */
export type StockLabel = 'Disponível' | 'Estoque Baixo' | 'Indisponível';

/** Boxes from which stock counts as plentiful. */
const PLENTIFUL_STOCK = 200;

/** The label for a stock in boxes; anything below 1 is 'Indisponível'. */
export function stockLabel(stock: number): StockLabel {
  if (stock >= PLENTIFUL_STOCK) return 'Disponível';
  if (stock >= 1) return 'Estoque Baixo';
  return 'Indisponível';
}

/** Whether a quantity control is offered (stock of at least one box). */
export function isOrderable(stock: number): boolean {
  return stock >= 1;
}
