import { describe, expect, it } from 'vitest';
import {
  interactionDurations,
  missedGoals,
  percentile,
  quantityAfter,
  responsivenessGoals,
  responsivenessMarkdown,
  summariseScenario,
  within,
  type ResponsivenessReport,
} from '../../../bench/responsiveness.ts';

describe('interactionDurations', () => {
  it('keeps the longest event of each interaction and drops events outside interactions', () => {
    const events = [
      { interactionId: 7, duration: 24 },
      { interactionId: 7, duration: 40 },
      { interactionId: 0, duration: 300 },
      { interactionId: 9, duration: 16 },
    ];
    expect(interactionDurations(events).sort((a, b) => a - b)).toEqual([16, 40]);
  });
});

describe('percentile', () => {
  it('is the nearest-rank value', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 98)).toBe(98);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile([5, 1, 3], 100)).toBe(5);
  });

  it('is the worst under 50 values, and 0 for none', () => {
    expect(percentile([10, 80, 20, 40, 30, 60, 50, 70, 90, 15, 25], 98)).toBe(90);
    expect(percentile([], 98)).toBe(0);
  });
});

describe('summariseScenario', () => {
  it('gives the longest task, the number of long tasks, the worst interaction and p98', () => {
    const events = Array.from({ length: 12 }, (_, i) => ({ interactionId: i + 1, duration: 16 + i * 8 }));
    expect(summariseScenario('catálogo', { longTasks: [51.4, 72.6], events })).toEqual({
      name: 'catálogo',
      interactions: 12,
      longestTaskMs: 73,
      longTasks: 2,
      worstInteractionMs: 104,
      p98InteractionMs: 104,
    });
  });

  it('counts interactions too quick for an entry and ranks them as 0 ms', () => {
    const events = Array.from({ length: 60 }, (_, i) => ({ interactionId: i + 1, duration: i < 2 ? 200 : 24 }));
    const scenario = summariseScenario('carrinho', { longTasks: [], events, interactionCount: 100 });
    expect(scenario).toMatchObject({ interactions: 100, longestTaskMs: 0, longTasks: 0, worstInteractionMs: 200, p98InteractionMs: 24 });
  });

  it('leaves p98 out under 10 interactions', () => {
    const scenario = summariseScenario('x', { longTasks: [], events: [{ interactionId: 1, duration: 48 }], interactionCount: 3 });
    expect(scenario.interactions).toBe(3);
    expect(scenario.worstInteractionMs).toBe(48);
    expect(scenario).not.toHaveProperty('p98InteractionMs');
  });
});

describe('missedGoals', () => {
  const base = { name: 'x', interactions: 20, longTasks: 0 };
  it('is empty at the goals and names each goal missed', () => {
    expect(missedGoals({ ...base, longestTaskMs: 50, worstInteractionMs: 100 })).toEqual([]);
    expect(missedGoals({ ...base, longestTaskMs: 51, worstInteractionMs: 101 })).toEqual(['longest task > 50 ms', 'interaction > 100 ms']);
  });
});

describe('responsivenessMarkdown', () => {
  it('is a table with the commit and the goals in its heading line', () => {
    const report: ResponsivenessReport = {
      generatedAt: '2025-01-01T00:00:00.000Z',
      commit: 'abc1234-dirty',
      cpuThrottling: 4,
      goals: responsivenessGoals,
      scenarios: [
        { name: 'catálogo', interactions: 34, longestTaskMs: 0, longTasks: 0, worstInteractionMs: 96, p98InteractionMs: 88 },
        { name: 'carrinho (10 linhas)', interactions: 8, longestTaskMs: 75, longTasks: 3, worstInteractionMs: 128 },
      ],
    };
    expect(responsivenessMarkdown(report)).toBe(
      [
        'Responsiveness at 4× CPU throttling, commit abc1234-dirty: goals longest task ≤ 50 ms, interaction ≤ 100 ms.',
        '',
        '| scenario | interactions | longest task ms | long tasks | worst interaction ms | p98 ms | goal met? |',
        '|---|---:|---:|---:|---:|---:|---|',
        '| catálogo | 34 | 0 | 0 | 96 | 88 | yes |',
        '| carrinho (10 linhas) | 8 | 75 | 3 | 128 | – | no: longest task > 50 ms, interaction > 100 ms |',
        '',
      ].join('\n'),
    );
  });
});

describe('quantityAfter', () => {
  const plain = { stock: 860, maximum: null, minimum: null };
  const boxed = { stock: 1500, maximum: 100, minimum: 5 };

  it('follows the steppers: + from 0 to the minimum, − below the minimum removes', () => {
    expect(quantityAfter(0, { kind: 'plus' }, plain)).toBe(1);
    expect(quantityAfter(0, { kind: 'plus' }, boxed)).toBe(5);
    expect(quantityAfter(5, { kind: 'minus' }, boxed)).toBe(0);
    expect(quantityAfter(30, { kind: 'minus' }, plain)).toBe(29);
  });

  it('types keystroke by keystroke; 0 removes', () => {
    expect(quantityAfter(3, { kind: 'type', value: 45 }, boxed)).toBe(45);
    expect(quantityAfter(24, { kind: 'type', value: 0 }, plain)).toBe(0);
  });

  it('throws for a plan the cart would refuse', () => {
    expect(() => quantityAfter(3, { kind: 'type', value: 120 }, boxed)).toThrow(/refused at 120/);
  });
});

describe('within', () => {
  it('brings a wanted quantity inside the limits, optionally above the minimum', () => {
    expect(within(15, { stock: 12, maximum: null, minimum: null })).toBe(12);
    expect(within(15, { stock: 900, maximum: 20, minimum: 2 })).toBe(15);
    expect(within(1, { stock: 900, maximum: null, minimum: 5 }, 1)).toBe(6);
  });
});
