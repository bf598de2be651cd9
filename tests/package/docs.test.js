// The examples of README.md and docs/cli.md, run against the installed package as a user would run
// them: each ```js block followed by a ```text block is a program and what it prints; each
// ```console block is commands (`$ ` lines) and what each prints, run from the project's root with
// the installed `dlx-wasm` on the PATH (a ```console scratch block: in a directory of its own, where
// `tests` leads to the project's); the ```html block is served and opened in Chromium.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, serve } from '../support/chromium.js';

const { root, project } = inject('package');

// The fenced blocks of a markdown file: { lang, body, line } in order.
function fences(file) {
  const lines = readFileSync(join(root, file), 'utf8').split('\n');
  const out = [];
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^```(\w*)( scratch)?$/.exec(lines[i]);
    if (!open) continue;
    const start = i;
    const body = [];
    for (i += 1; i < lines.length && lines[i] !== '```'; i += 1) body.push(lines[i]);
    out.push({ lang: open[1], scratch: Boolean(open[2]), body: body.join('\n'), line: start + 1 });
  }
  return out;
}

function programs(file) {
  const blocks = fences(file);
  return blocks.flatMap((block, k) => (block.lang === 'js' && blocks[k + 1]?.lang === 'text' ? [[`${file}:${block.line}`, block.body, blocks[k + 1].body]] : []));
}

function commands(file) {
  return fences(file).filter((block) => block.lang === 'console').flatMap((block) => {
    const out = [];
    const cwd = block.scratch ? scratch() : root;
    block.body.split('\n').forEach((line, k) => {
      if (line.startsWith('$ ')) out.push({ where: `${file}:${block.line + k + 1}`, command: line.slice(2), expected: [] });
      else out.at(-1).expected.push(line);
    });
    return out.map(({ where, command, expected }) => [where, command, expected.join('\n'), cwd]);
  });
}

// A directory for one block's commands, made when the block is first run.
function scratch() {
  let dir = null;
  return {
    toString() {
      if (dir === null) {
        dir = mkdtempSync(join(tmpdir(), 'dlx-docs-'));
        symlinkSync(join(root, 'tests'), join(dir, 'tests'));
      }
      return dir;
    },
  };
}

describe('the README programs print what the README shows', () => {
  const found = programs('README.md');
  it('finds them', () => expect(found.length).toBeGreaterThanOrEqual(2));
  it.each(found)('%s', (where, source, expected) => {
    const file = join(project, `example-${where.replace(/\W/g, '-')}.mjs`);
    writeFileSync(file, source);
    expect(execFileSync(process.execPath, [file], { cwd: project, encoding: 'utf8' }).trimEnd()).toBe(expected);
  });
});

describe('the command-line examples print what the docs show', () => {
  const found = [...commands('README.md'), ...commands('docs/cli.md')];
  it('finds them', () => expect(found.length).toBeGreaterThanOrEqual(10));
  it.each(found)('%s: %s', (_where, command, expected, cwd) => {
    const env = { ...process.env, PATH: `${join(project, 'node_modules', '.bin')}:${process.env.PATH}` };
    const run = spawnSync('bash', ['-c', command], { cwd: String(cwd), env, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.stdout.trimEnd()).toBe(expected);
  });
});

describe('the README element snippet', () => {
  let browser;
  let server;
  beforeAll(async () => {
    browser = await launchChromium();
    server = await serve(project);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('embeds a working solver from the installed package', async () => {
    const [html] = fences('README.md').filter((block) => block.lang === 'html');
    const src = /src="\/([^"]+)"/.exec(html.body)[1];
    expect(existsSync(join(project, src))).toBe(true);
    writeFileSync(join(project, 'element.html'), `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>embed</title></head><body>\n${html.body}\n</body></html>\n`);
    const page = await browser.newPage();
    const problems = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${server.url}element.html`);
    await page.getByLabel('Sample').selectOption({ index: 2 });
    await page.getByRole('button', { name: 'Solve' }).click();
    await expect.poll(async () => (await page.getByRole('status').textContent()) ?? '', { timeout: 30_000 }).toMatch(/^Solved: the solution is unique/);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('embeds the exact-cover elements from the installed package (docs/api.md)', async () => {
    const html = fences('docs/api.md').find((block) => block.lang === 'html' && block.body.includes('<exact-cover-solver>'));
    for (const [, src] of html.body.matchAll(/src="\/([^"]+)"/g)) expect(existsSync(join(project, src))).toBe(true);
    writeFileSync(join(project, 'cover.html'), `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>embed</title></head><body>\n${html.body}\n</body></html>\n`);
    const page = await browser.newPage();
    const problems = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${server.url}cover.html`);
    await page.getByLabel('Example').selectOption('knuth');
    await page.getByRole('button', { name: 'Solve' }).click();
    await expect.poll(async () => (await page.locator('exact-cover-solver .status').textContent()) ?? '', { timeout: 30_000 }).toMatch(/^1 solution/);
    await page.evaluate(() => { document.querySelector('algorithm-x-stepper').problem = document.querySelector('exact-cover-solver').text; });
    await page.getByRole('button', { name: 'End »' }).click();
    await expect.poll(() => page.locator('algorithm-x-stepper .counter').textContent()).toBe('step 41 of 41');
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('the docs as the package ships them', () => {
  it('ship every image they show, and no image they do not', () => {
    const shipped = join(project, 'node_modules/dlx-wasm');
    const pages = ['README.md', ...readdirSync(join(shipped, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
    const shown = new Set();
    for (const page of pages) {
      for (const [, target] of readFileSync(join(shipped, page), 'utf8').matchAll(/!\[[^\]]*\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target)) continue;  // an absolute URL
        const path = join(dirname(page), target);
        expect(existsSync(join(shipped, path)), `${page} shows ${target}`).toBe(true);
        shown.add(path);
      }
    }
    const images = readdirSync(join(shipped, 'docs')).filter((f) => /\.(png|svg|jpe?g)$/.test(f)).map((f) => `docs/${f}`);
    expect(images.filter((image) => !shown.has(image))).toEqual([]);
  });
});
