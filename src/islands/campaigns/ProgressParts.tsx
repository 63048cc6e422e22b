// The progress screen's parts that draw the periods, in one chunk loaded alongside the data.
export { AccumulatedPeriods } from './AccumulatedPeriods.tsx';
export { PeriodHistory } from './PeriodHistory.tsx';
export { PeriodProgress } from './PeriodProgress.tsx';
