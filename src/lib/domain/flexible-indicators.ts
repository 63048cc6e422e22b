// Which indicators a flexible period shows: types 1, 2 and 5 (product-rules R40).
import { isPhotoIndicatorShown } from './photo-rules.ts';

/** What the rule needs from an indicator. */
interface IndicatorLike {
  flexible_indicator_id: number;
  visible: boolean;
  initial_photo_period?: string | null | undefined;
}

/** Indicators a period shows: types 1, 2 and 5; a photo one only when visible or its photo period began. */
export function shownIndicators<T extends IndicatorLike>(indicators: readonly T[], now: number): T[] {
  return indicators.filter((indicator) => {
    if (indicator.flexible_indicator_id === 1 || indicator.flexible_indicator_id === 2) return true;
    if (indicator.flexible_indicator_id !== 5) return false;
    return isPhotoIndicatorShown(indicator.visible, indicator.initial_photo_period, now);
  });
}
