// The rules check (tests/unit/rules.test.ts): which rule ids the docs define, which test titles cite
// them, and where code, tests and docs cite an id at all. docs/product-rules.md, "How rules are cited".
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

/** A rule as a doc defines it: a paragraph opening with `**R48 — Title.**`. */
export interface Rule {
  id: string;
  /** `docs/product-rules.md:123`. */
  where: string;
  retired: boolean;
  /** Marked `*Not testable:*` (a pure decision): no test title has to cite it. */
  untestable: boolean;
}

/** One id cited somewhere: a comment, a title, a doc. */
export interface Citation {
  id: string;
  /** `src/lib/domain/stock.ts:12`. */
  where: string;
}

/** A test or describe title, with the file and line it is written on. */
export interface Title {
  text: string;
  where: string;
}

const ruleStart = /^\*\*(R\d+(?:\.\d+)?) — /;
/** An id, or a range of ids (`R48–R52`, `R48-52`): a range cites both ends. */
const citation = /\bR(\d+(?:\.\d+)?)(?:\s?[–-]\s?R?(\d+(?:\.\d+)?))?\b/g;

/** The rules a doc defines, in order. A rule runs until the next rule or heading. */
export function rulesIn(path: string, text: string): Rule[] {
  const lines = text.split('\n');
  const rules: Rule[] = [];
  let current: { rule: Rule; body: string[] } | undefined;
  const close = () => {
    if (!current) return;
    const body = current.body.join('\n');
    current.rule.retired = /\*Retired[.:]/.test(body);
    current.rule.untestable = /\*Not testable:/.test(body);
    rules.push(current.rule);
    current = undefined;
  };
  lines.forEach((line, index) => {
    const start = ruleStart.exec(line);
    if (start || line.startsWith('#')) close();
    if (start) current = { rule: { id: start[1]!, where: `${path}:${index + 1}`, retired: false, untestable: false }, body: [] };
    current?.body.push(line);
  });
  close();
  return rules;
}

/** Every id `text` cites, each with its line (a range cites both of its ends). */
export function citationsIn(path: string, text: string): Citation[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      [...line.matchAll(citation)].flatMap((match) =>
        [match[1], match[2]].flatMap((number) => (number ? [{ id: `R${number}`, where: `${path}:${index + 1}` }] : [])),
      ),
    );
}

/** The calls whose first argument is a test's or a group's title: it, test, describe and their forms. */
const titleCallee = /^(it|test|describe)(\.(describe|serial|parallel|only|skip|fixme|fails|concurrent|sequential|todo|each))*$/;

/** `test.describe.serial` as a dotted name; undefined for anything else. */
function dottedName(expression: ts.Expression): string | undefined {
  if (ts.isIdentifier(expression)) return expression.text;
  if (!ts.isPropertyAccessExpression(expression)) return undefined;
  const object = dottedName(expression.expression);
  return object === undefined ? undefined : `${object}.${expression.name.text}`;
}

/** The names a file imports (`describe`, `it`, `test`): a local function called `describe` gives no title. */
function importedNames(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of source.statements) {
    const bindings = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : undefined;
    if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) names.add(element.name.text);
  }
  return names;
}

/** Whether `call` is given a title first: `it('…')`, `test.describe('…')`, `it.each(table)('…')`. */
function takesTitle(call: ts.CallExpression, imported: Set<string>): boolean {
  const callee = call.expression;
  const name = ts.isCallExpression(callee) ? dottedName(callee.expression) : dottedName(callee);
  if (name === undefined || !titleCallee.test(name) || !imported.has(name.split('.')[0]!)) return false;
  // `it.each(table)` itself is given the table; the call it returns is given the title.
  return ts.isCallExpression(callee) === name.endsWith('.each');
}

/** The titles of every test and describe in a test file, as written (a template keeps its `${…}`). */
export function titlesIn(path: string, text: string): Title[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const titles: Title[] = [];
  const imported = importedNames(source);
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.arguments.length > 0 && takesTitle(node, imported)) {
      const first = node.arguments[0]!;
      if (!ts.isFunctionLike(first)) {
        const { line } = source.getLineAndCharacterOfPosition(first.getStart(source));
        titles.push({ text: first.getText(source), where: `${path}:${line + 1}` });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return titles;
}

/** The files under `folder` (relative to `root`) whose names end with one of `extensions`. */
export function filesUnder(root: string, folder: string, extensions: readonly string[]): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => extensions.some((extension) => file.endsWith(extension)) && !file.split(sep).includes('node_modules'))
    .map((file) =>
      relative(root, join(root, folder, file))
        .split(sep)
        .join('/'),
    )
    .sort();
}

/** A file's text, read from `root`. */
export const read = (root: string, file: string): string => readFileSync(join(root, file), 'utf8');
