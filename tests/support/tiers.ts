// Volume bands the pricing and offer tests share.
import { productTiers } from '../../src/lib/domain/pricing.ts';

/** Brahma Chopp of the fixtures: base 42,90; band 2 from 10 boxes at 41,50; band 3 from 30 at 40,90. */
export const brahmaTiers = productTiers({
  faixaVolume2: 10,
  kdkg2: 41.5,
  faixaVolume3: 30,
  kdkg3: 40.9,
  faixaVolume4: 0,
  kdkg4: 0,
  faixaVolume5: 0,
  kdkg5: 0,
});

/** A band with price 0 between two used ones (Skol in the demo seed). */
export const gapTiers = productTiers({ faixaVolume2: 5, kdkg2: 39, faixaVolume3: 10, kdkg3: 0, faixaVolume4: 20, kdkg4: 37 });
