// The FAQ's editor (docs/editing-the-faq.md): `npm run edit` on a copy of the project, as a content editor
// uses it. An answer changed at /admin is written to its markdown file as written, passes the check the
// build runs on the collection and shows on /duvitas; raw HTML or an unsafe link is refused in the editor
// with the rule, in pt-BR, and never written.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { editorPorts } from '../../playwright.config.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

const root = new URL('../../', import.meta.url).pathname;
const site = `http://localhost:${editorPorts.site}`;
/** The question edited, and its file. */
const question = 'Existe um valor mínimo de pedido?';
const file = 'src/content/faq/pedidos-minimo.md';

let copy: string;
let editor: ChildProcess;

test.describe.configure({ mode: 'serial' });
// One editor for the file's tests: `astro dev` takes seconds to start and to draw its first page.
test.setTimeout(90_000);

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // What `npm run edit` reads and writes: the sources and the scripts, with the installed packages.
  copy = mkdtempSync(join(tmpdir(), 'portal-edit-'));
  for (const part of ['src', 'public', 'build', 'scripts', 'astro.config.mjs', 'package.json', 'tsconfig.json'])
    cpSync(join(root, part), join(copy, part), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
  editor = spawn(process.execPath, [join(copy, 'scripts/edit.ts')], {
    cwd: copy,
    env: { ...process.env, EDIT_PORT: String(editorPorts.site), EDIT_PROXY_PORT: String(editorPorts.proxy) },
    stdio: 'ignore',
    detached: true,
  });
  await expect
    .poll(
      () =>
        fetch(`${site}/admin/`).then(
          (answer) => answer.status,
          () => 0,
        ),
      { timeout: 60_000, intervals: [500] },
    )
    .toBe(200);
});

test.afterAll(() => {
  if (editor.pid) process.kill(-editor.pid, 'SIGTERM');
  rmSync(copy, { recursive: true, force: true });
});

const onDisk = () => readFileSync(join(copy, file), 'utf8');

/** Opens the question in the editor, signed in to the local proxy. */
async function openQuestion(page: Page) {
  await page.goto(`${site}/admin/`);
  await page.getByRole('button', { name: 'Entrar' }).click({ timeout: 45_000 });
  // The button docs/editing-the-faq.md tells an editor to press for a new question.
  await expect(page.getByText('＋ Pergunta')).toBeVisible();
  await page.getByText(`Pedidos · ${question}`).click();
  await expect(page.getByLabel('Pergunta')).toHaveValue(question);
}

/** Writes `answer` in place of the answer, then 'Publicar' › 'Publicar agora'. */
async function publish(page: Page, answer: string) {
  const field = page.locator('[contenteditable="true"]').first();
  await field.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(answer);
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  await page.getByText('Publicar agora').click();
}

test('an answer changed in the editor is written to its file as written, passes the build’s check and shows on /duvitas @desktop-only', async ({
  page,
}) => {
  await openQuestion(page);
  await expectNoAxeViolations(page, '/admin entry form');
  const answer = 'Sim: o mínimo da sua empresa aparece no **carrinho**. Veja [seus pedidos](/pedidos).';
  await publish(page, answer);
  await expect(page.getByText('Entrada salva')).toBeVisible();
  // The front matter as it was, the answer as typed.
  await expect.poll(onDisk).toBe(`---\nquestion: ${question}\ntab: Pedidos\norder: 2\n---\n${answer}\n`);
  // The collection's loader, which the build runs, reads every file and refuses what breaks its rules.
  execFileSync(process.execPath, [join(copy, 'node_modules/astro/bin/astro.mjs'), 'sync'], { cwd: copy, stdio: 'pipe' });
  // The portal in a tab of its own, as the editor would look (the editor keeps its own address).
  const portal = await page.context().newPage();
  await portal.goto(`${site}/duvitas`);
  await portal.getByRole('tab', { name: 'Pedidos' }).click();
  const item = portal.locator('details').filter({ has: portal.getByText(question, { exact: true }) });
  await item.getByText(question, { exact: true }).click();
  await expect(item).toContainText('Sim: o mínimo da sua empresa aparece no carrinho. Veja seus pedidos.');
  await expect(item.getByRole('link', { name: 'seus pedidos' })).toHaveAttribute('href', '/pedidos');
});

test('raw HTML and an unsafe link are refused in the editor with the rule, and never written @desktop-only', async ({ page }) => {
  const before = onDisk();
  await openQuestion(page);
  await publish(page, 'Veja <b>isto</b> e [aqui](javascript:alert(1)).');
  await expect(page.getByText(/A resposta não pode ter HTML \(linha 1: <b>; linha 1: <\/b>\)/i)).toBeVisible();
  await expect(page.getByText(/A resposta não pode ter este link \(linha 1: javascript:alert\(1\)\)/i)).toBeVisible();
  await expect(page.getByText('Entrada salva')).toHaveCount(0);
  expect(onDisk()).toBe(before);
});
