// The rules are a list, and this test keeps it true (docs/product-rules.md, "How rules are cited"):
// every active rule is checked by a test whose title carries its id, every id cited anywhere is a rule
// of docs/product-rules.md or docs/architecture.md, and no code or test cites a retired one.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { citationsIn, filesUnder, read, rulesIn, titlesIn, type Citation } from '../support/rules.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const ruleDocs = ['docs/product-rules.md', 'docs/architecture.md'];
const rules = ruleDocs.flatMap((doc) => rulesIn(doc, read(root, doc)));
const ruleById = new Map(rules.map((rule) => [rule.id, rule]));

const testFiles = ['tests/unit', 'tests/demo-api', 'tests/e2e'].flatMap((folder) => filesUnder(root, folder, ['.ts']));
const titles = testFiles.flatMap((file) => titlesIn(file, read(root, file)));
const titleCitations = titles.flatMap((title) =>
  citationsIn(title.where.replace(/:\d+$/, ''), title.text).map((c) => ({ ...c, where: title.where })),
);

/** Code and tests: comments, titles and texts alike (an id is no word of anything else). */
const codeFiles = [
  ...['src', 'scripts', 'demo-api', 'tests', 'build'].flatMap((folder) =>
    filesUnder(root, folder, ['.ts', '.tsx', '.js', '.mjs', '.astro', '.css']),
  ),
  'astro.config.mjs',
  'eslint.config.js',
  'playwright.config.ts',
  'vitest.config.ts',
];
const docFiles = ['README.md', 'demo-api/README.md', ...filesUnder(root, 'docs', ['.md'])];
const codeCitations = codeFiles.flatMap((file) => citationsIn(file, read(root, file)));
const docCitations = docFiles.flatMap((file) => citationsIn(file, read(root, file)));

const cited = new Set(titleCitations.map((citation) => citation.id));
const where = (citations: Citation[]) => citations.map((citation) => `${citation.where} cites ${citation.id}`);

describe('the rules (product-rules.md, "How rules are cited")', () => {
  it('each id is defined once, in product-rules.md or architecture.md', () => {
    expect(rules.length).toBeGreaterThan(150);
    const twice = rules.filter((rule) => rules.find((other) => other.id === rule.id) !== rule);
    expect(twice.map((rule) => `${rule.id} is defined again at ${rule.where} (first at ${ruleById.get(rule.id)!.where})`)).toEqual([]);
  });

  it('every active rule is cited by the title of a test that checks it', () => {
    const uncited = rules.filter((rule) => !rule.retired && !rule.untestable && !cited.has(rule.id));
    expect(
      uncited.map(
        (rule) =>
          `${rule.id} (${rule.where}) is cited by no test title: end the title of a test that checks it with " (${rule.id})", or mark the rule "*Not testable:* why."`,
      ),
    ).toEqual([]);
  });

  it('a rule marked not testable is cited by no test title', () => {
    const contradicted = titleCitations.filter((citation) => ruleById.get(citation.id)?.untestable);
    expect(where(contradicted).map((line) => `${line}, which is marked *Not testable:* drop the mark`)).toEqual([]);
  });

  it('every id cited by code, tests and docs is a rule', () => {
    const unknown = [...codeCitations, ...docCitations].filter((citation) => !ruleById.has(citation.id));
    expect(where(unknown).map((line) => `${line}, which neither ${ruleDocs.join(' nor ')} defines`)).toEqual([]);
  });

  it('nothing cites a source outside the repo: no issue number, no decisions list (the rule says why in its own words)', () => {
    const issue = /\bissues? #?\d+/i;
    const decisions = /\bDECISIONS(?:\.md|\s+\d)/;
    const found = [...codeFiles, ...docFiles, 'contract/openapi.yaml'].flatMap((file) =>
      read(root, file)
        .split('\n')
        .flatMap((line, index) => (issue.test(line) || decisions.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it('no code or test cites a retired rule', () => {
    const retired = codeCitations.filter((citation) => ruleById.get(citation.id)?.retired);
    expect(
      where(retired).map(
        (line) => `${line}, which is retired (${ruleById.get(line.split(' cites ')[1]!)!.where}): cite the rule that replaced it`,
      ),
    ).toEqual([]);
  });
});

describe('reading rules, titles and citations', () => {
  it('reads each rule of a doc, retired and not testable ones marked', () => {
    const doc = [
      '## A section',
      '**R1 — Public and private routes.** Only the auth screens open without a session.',
      '**R2 — Home.** `/` goes to `/campanhas`.',
      '*Not testable:* nothing to observe.',
      '',
      '## Retired ids',
      '**R3 — Old.** *Retired:* replaced by R2.',
    ].join('\n');
    expect(rulesIn('x.md', doc)).toEqual([
      { id: 'R1', where: 'x.md:2', retired: false, untestable: false },
      { id: 'R2', where: 'x.md:3', retired: false, untestable: true },
      { id: 'R3', where: 'x.md:7', retired: true, untestable: false },
    ]);
  });

  it('reads ids, sub-ids and both ends of a range, with their lines', () => {
    expect(citationsIn('x.ts', '// product-rules R48\n// R160–R162, R180.5 and R5-R7 (R$ 1,00 is none)')).toEqual([
      { id: 'R48', where: 'x.ts:1' },
      { id: 'R160', where: 'x.ts:2' },
      { id: 'R162', where: 'x.ts:2' },
      { id: 'R180.5', where: 'x.ts:2' },
      { id: 'R5', where: 'x.ts:2' },
      { id: 'R7', where: 'x.ts:2' },
    ]);
  });

  it('reads the titles of it, test, describe and their forms, not of a local function', () => {
    const source = [
      "import { describe, it } from 'vitest';",
      "import { test } from './fixtures.ts';",
      "describe('group (R1)', () => {",
      "  it.each([['a', 1]])('row %s (R2)', () => undefined);",
      '  test.describe.serial(`${name} journey`, () => undefined);',
      "  it.skip('skipped', () => undefined);",
      '});',
      "const local = { describe: (text: string) => text }; local.describe('no title');",
    ].join('\n');
    expect(titlesIn('x.test.ts', source).map((title) => [title.text, title.where])).toEqual([
      ["'group (R1)'", 'x.test.ts:3'],
      ["'row %s (R2)'", 'x.test.ts:4'],
      ['`${name} journey`', 'x.test.ts:5'],
      ["'skipped'", 'x.test.ts:6'],
    ]);
  });
});
