/**
 * The desktop package as electron-builder really lays it out. The Electron zip cannot be
 * downloaded here, so the build uses a placeholder Electron distribution (`electronDist`); all
 * that is ours is real: the `files` globs, the runtime dependencies it copies, the unpacked
 * native watcher, and the bundled library as an extra resource. (AppImage, deb, dmg and nsis
 * need tools fetched from GitHub, so only the unpacked directory target is built.)
 */
import { listPackage } from '@electron/asar';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempTree } from '../helpers/temp';

const root = join(import.meta.dirname, '..', '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  main: string;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

function runNode(args: string[]): void {
  const result = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8' });
  expect(result.status, `${args.join(' ')}\n${result.stdout}\n${result.stderr}`).toBe(0);
}

describe.runIf(process.platform === 'linux')(
  'the desktop package (electron-builder, linux dir)',
  () => {
    it('holds the app bundles, only the runtime dependencies, and the bundled library', () => {
      runNode([join(root, 'scripts', 'build-electron.mjs')]);
      const buildRenderer = join(root, 'scripts', 'build-renderer.mjs');
      const hasRenderer = existsSync(buildRenderer);
      if (hasRenderer) runNode([buildRenderer]);

      const work = tempTree({});
      const electronDist = join(work, 'electron-dist');
      mkdirSync(electronDist);
      writeFileSync(join(electronDist, 'electron'), '#!/bin/sh\nexit 1\n', { mode: 0o755 });
      const output = join(work, 'release');
      runNode([
        join(root, 'node_modules', 'electron-builder', 'cli.js'),
        '--linux',
        'dir',
        `-c.electronDist=${electronDist}`,
        `-c.directories.output=${output}`,
      ]);

      const resources = join(output, 'linux-unpacked', 'resources');
      const files = listPackage(join(resources, 'app.asar'), { isPack: false }).map((f) =>
        f.replaceAll('\\', '/'),
      );
      // The app itself: the manifest, the bundles it names, and no sources or source maps.
      expect(files).toContain('/package.json');
      expect(files).toContain(`/${manifest.main}`);
      expect(files).toContain('/out/preload/index.cjs');
      if (hasRenderer) expect(files).toContain('/dist/renderer/index.html');
      expect(files.filter((f) => f.endsWith('.map'))).toEqual([]);
      expect(
        files.filter((f) => /^\/(shared|electron|renderer|tests|scripts|skills)\//.test(f)),
      ).toEqual([]);

      // Every runtime dependency, and none of the build-time ones (React, Monaco, Electron...).
      const packages = new Set(
        files
          .map((f) => /^\/node_modules\/((?:@[^/]+\/)?[^/]+)$/.exec(f)?.[1])
          .filter((name) => name !== undefined),
      );
      for (const name of Object.keys(manifest.dependencies)) expect(packages).toContain(name);
      for (const name of Object.keys(manifest.devDependencies))
        expect(packages).not.toContain(name);

      // The watcher's native addon sits outside the archive, where it can be loaded.
      const unpacked = join(resources, 'app.asar.unpacked', 'node_modules', '@parcel');
      const addons = readdirSync(unpacked, { recursive: true, encoding: 'utf8' }).filter((f) =>
        f.endsWith('.node'),
      );
      expect(addons.length).toBeGreaterThan(0);

      // The bundled library, byte for byte, for first run to copy into the user-data folder.
      for (const skill of readdirSync(join(root, 'skills'), { withFileTypes: true })) {
        if (!skill.isDirectory()) continue;
        const packed = join(resources, 'skills', skill.name, 'SKILL.md');
        expect(readFileSync(packed)).toEqual(
          readFileSync(join(root, 'skills', skill.name, 'SKILL.md')),
        );
      }
    }, 180_000);
  },
);
