/**
 * The README is a map and docs/ the guides: the map stays short, and every npm command and every
 * path of the repository they name exists, so a newcomer's first command works as written.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

const root = path.resolve(import.meta.dirname, '..', '..');
const guides = ['README.md', ...readdirSync(path.join(root, 'docs')).map((name) => `docs/${name}`)];
const scripts = Object.keys((JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts);
const textOf = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Paths in code spans that name a file or folder of the repository (no placeholder, glob or choice). */
function repositoryPaths(text: string): string[] {
  const spans = [...text.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!);
  const words = spans.flatMap((span) => span.split(/\s+/));
  return words
    .map((word) => word.replace(/[,.:;]+$/, ''))
    .map((word) => (word.split(')').length > word.split('(').length ? word.replace(/\)+$/, '') : word))
    .filter((word) => /^(apps|packages|scripts|tests|docs|\.ci)\//.test(word) && !/[<>*{}[\]…]/.test(word));
}

describe('the README and the guides', () => {
  it('keep the README a map of at most 200 lines', () => {
    assert.ok(textOf('README.md').split('\n').length <= 200);
  });

  for (const file of guides) {
    it(`${file} names only npm scripts that exist`, () => {
      const named = [...textOf(file).matchAll(/npm run ([a-z][\w:-]*)/g)].map((match) => match[1]!);
      assert.deepEqual(
        named.filter((name) => !scripts.includes(name)),
        [],
      );
    });

    // The cost of change is measured on unmerged scratch branches: the files it lists live there.
    if (file === 'docs/cost-of-change.md') continue;
    it(`${file} names only paths that exist`, () => {
      assert.deepEqual(
        repositoryPaths(textOf(file)).filter((file) => !existsSync(path.join(root, file))),
        [],
      );
    });
  }

  it('finds a path that does not exist (the check can fail)', () => {
    assert.deepEqual(repositoryPaths('see `packages/nowhere/file.ts` and `apps/site/<market>/x`'), ['packages/nowhere/file.ts']);
  });
});
