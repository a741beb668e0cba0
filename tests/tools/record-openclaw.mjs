// Records what pi (badlogic/pi-mono, the coding agent OpenClaw runs) itself makes of each
// fixture library: its own packages/coding-agent/src/core/skills.ts and utils/frontmatter.ts,
// bundled by esbuild with the project's yaml and ignore packages (both within pi's ranges,
// yaml ^2.8.2 and ignore ^7.0.5) and a two-line stand-in for ../config.js, which skills.ts uses
// only for its default folders. Each library is one skill path given to `loadSkills`.
//   git -C <pi-mono> archive 83378aa packages/coding-agent/src | tar -x -C <dir>
//   node tests/tools/record-openclaw.mjs <dir> > tests/fixtures/agent-recordings/openclaw.json
import { build } from 'esbuild';
import { mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OPENCLAW_LIBRARIES } from './openclaw-libraries.mjs';
import { libraryRoot, materialize } from './agent-cases.mjs';

const PI_COMMIT = '83378aad7e74a0e2bb8f37c007a9685fb4609d8a';
const src = process.argv[2];
if (!src) throw new Error('usage: record-openclaw.mjs <pi-mono source folder>');
const repo = fileURLToPath(new URL('../..', import.meta.url));
const skillsTs = join(src, 'packages/coding-agent/src/core/skills.ts');
const bundled = await build({
  entryPoints: [skillsTs],
  bundle: true,
  write: false,
  format: 'cjs',
  platform: 'node',
  logLevel: 'error',
  nodePaths: [join(repo, 'node_modules')],
  plugins: [
    {
      name: 'pi-config',
      setup(b) {
        b.onResolve({ filter: /\/config\.js$/ }, () => ({ path: 'config', namespace: 'stand-in' }));
        b.onLoad({ filter: /.*/, namespace: 'stand-in' }, () => ({
          contents: `export const CONFIG_DIR_NAME = ".pi";
export const getAgentDir = () => "/nonexistent-pi-agent-dir";`,
          loader: 'js',
        }));
      },
    },
  ],
});
const bundleDir = mkdtempSync(join(tmpdir(), 'skill-studio-pi-bundle-'));
const bundleFile = join(bundleDir, 'skills.cjs');
writeFileSync(bundleFile, bundled.outputFiles[0].text);
const pi = createRequire(import.meta.url)(bundleFile);
rmSync(bundleDir, { recursive: true, force: true });

const libraries = {};
for (const [name, spec] of Object.entries(OPENCLAW_LIBRARIES)) {
  const base = realpathSync(mkdtempSync(join(tmpdir(), 'skill-studio-pi-')));
  try {
    const root = libraryRoot(base);
    materialize(spec, root);
    const { skills, diagnostics } = pi.loadSkills({
      cwd: base,
      includeDefaults: false,
      skillPaths: [root],
    });
    const rel = (p) => p.replaceAll(root, '<ROOT>');
    libraries[name] = {
      catalogue: rel(pi.formatSkillsForPrompt(skills)),
      skills: skills.map((s) => ({ name: s.name, file: rel(s.filePath) })),
      diagnostics: diagnostics.map((d) => ({
        type: d.type,
        message: rel(d.message),
        path: rel(d.path ?? ''),
      })),
    };
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
}
const out = {
  agent: 'openclaw',
  version: `badlogic/pi-mono ${PI_COMMIT.slice(0, 7)} (coding-agent 0.58.3)`,
  recordedWith: 'node tests/tools/record-openclaw.mjs <pi-mono 83378aa source>',
  libraries,
};
process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
