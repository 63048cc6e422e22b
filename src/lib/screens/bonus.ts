// The hidden bonus tab (/produtos/bonus): a test screen listing the bonus products for the current
// cart total.
import '../stores/api-session.ts';
import { getBonus, type CatalogProduct } from '../api/catalogue.ts';
import { formatMoneyReais } from '../domain/format.ts';
import { $clientCode } from '../stores/session.ts';
import { createScreen, type Screen } from './screen.ts';

/** A bonus product as the table shows it. */
interface BonusItemView {
  sku: string;
  name: string;
  /** 'R$ 42,90'. */
  price: string;
  maximum: number | null;
  budget: string | null;
}

/** The cart total the list was asked for, and the list. */
interface BonusView {
  totalCents: number;
  items: BonusItemView[];
}

function bonusItemView(item: CatalogProduct): BonusItemView {
  return {
    sku: item.sku,
    name: item.descricao,
    price: formatMoneyReais(item.preco),
    maximum: item.maximum ?? null,
    budget: item.budget ?? null,
  };
}

/** The bonus screen: each load (retry included) reads the cart's total again. */
export function createBonusScreen(): Screen<void, BonusView> {
  return createScreen('catalogue bonus', async () => {
    // The cart (for its total) is read when the list is asked for, outside the page's first load.
    const { $cartSummary } = await import('../stores/cart.ts');
    const totalCents = $cartSummary.get().totalCents;
    const items = await getBonus($clientCode.get() ?? '', totalCents / 100);
    return { totalCents, items: items.map(bonusItemView) };
  });
}

/** The bonus screen of the page. */
export const bonusScreen = createBonusScreen();
