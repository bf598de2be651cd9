// Vitest global setup for the package tests: packs the package as `npm pack` would publish it and
// installs the tarball into an empty project, the way a user gets it. Tests receive the paths.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export default function setup({ provide }) {
  const work = mkdtempSync(join(tmpdir(), 'dlx-wasm-package-'));
  const npm = (args, cwd) => execFileSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], { cwd, encoding: 'utf8' });
  // --json as a tool reads it: stdout must be the JSON alone (the prepack build logs to stderr).
  const [packed] = JSON.parse(npm(['pack', '--json', '--pack-destination', work], root));
  const tarball = join(work, packed.filename);
  const project = join(work, 'project');
  execFileSync('mkdir', [project]);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', version: '1.0.0', private: true }));
  npm(['install', '--offline', tarball], project);
  provide('package', { root, tarball, project });
  return () => rmSync(work, { recursive: true, force: true });
}
