// The docs as a reader meets them: the README stays a front door (a size budget), and every link in
// README.md and docs/ leads somewhere: a file of the project, and a heading of it when it names one.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const pages = ['README.md', ...readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

// GitHub's anchors: the heading in lower case, without punctuation, spaces as hyphens.
function anchors(file) {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  return new Set([...text.matchAll(/^#+ (.*)$/gm)].map(([, heading]) => heading.toLowerCase().replace(/[^\p{L}\p{N} _-]/gu, '').replace(/ /g, '-')));
}

// Every [text](target) outside code, with its line.
function links(page) {
  const text = readFileSync(join(root, page), 'utf8').replace(/```[\s\S]*?```/g, (block) => block.replace(/[^\n]/g, ' '));
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => ({ target: match[1], line: text.slice(0, match.index).split('\n').length }));
}

describe('the docs', () => {
  it('keep the README a front door: at most 250 lines', () => {
    expect(readFileSync(join(root, 'README.md'), 'utf8').split('\n').length).toBeLessThanOrEqual(250);
  });

  it.each(pages)('%s: every link resolves', (page) => {
    const broken = [];
    const found = links(page);
    for (const { target, line } of found) {
      if (/^[a-z]+:/.test(target)) continue;  // another site: not checked here
      const [path, anchor] = target.split('#');
      const file = path === '' ? join(root, page) : join(root, dirname(page), path);
      if (!existsSync(file)) broken.push(`${page}:${line}: ${target} (no file ${relative(root, file)})`);
      else if (anchor !== undefined && !anchors(file).has(anchor)) broken.push(`${page}:${line}: ${target} (no heading #${anchor})`);
    }
    expect(broken).toEqual([]);
  });
});
