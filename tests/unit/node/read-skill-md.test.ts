/**
 * A SKILL.md read for a check (issue 18): readSkillMdInput reads into one buffer kept for every
 * read and hands on the text of an ASCII file (Latin-1 of ASCII bytes) or a copy of any other's
 * bytes, and validateTask lists the skill's files after the read, SKILL.md's entry from the
 * read's fstat rather than a second lstat. What is read is checked against Node's own
 * fs.readFileSync and stat (the bytes, the inode, no read over MAX_SKILL_MD_BYTES) on every kind
 * of file: ASCII, UTF-8, a BOM, bad bytes, CRLF, larger than the kept buffer, 5 MiB, 1.5 MiB,
 * empty, executable, a link. The reports are still compared with the former validateTask
 * (shared/node/check/validate-task.ts at 79fa121, lines 57-73): no spec states a whole report.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, renameSync, statSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSkillFile, type SkillContext } from '../../../shared/skill/index';
import { reportSkill } from '../../../shared/node/cli/validate-report';
import {
  filesAfterRead,
  taskFor,
  validateTask,
  withRead,
  type ValidateTask,
} from '../../../shared/node/check/validate-task';
import { discoverSkills } from '../../../shared/node/discover';
import { fenceOf } from '../../../shared/node/link-fence';
import { loadSkill } from '../../../shared/node/load-skill';
import {
  MAX_SKILL_MD_BYTES,
  readBytes,
  readSkillMdInput,
  skillMdOfKind,
} from '../../../shared/node/skill-folder';
import { listSkillFiles, listSkillFilesFrom } from '../../../shared/node/skill-files';
import { basename } from 'node:path';
import { skillMd, tempTree } from '../../helpers/temp';

const posix = process.platform !== 'win32';

// What a read of `path` must give, from Node's own whole-file read (fs.readFileSync) and stat:
// the file's bytes and inode, or no read when it is over MAX_SKILL_MD_BYTES (a SKILL.md that
// large is refused, shared/node/skill-folder.ts).
function nodeRead(path: string): { ok: true; bytes: Uint8Array; ino: number } | { ok: false } {
  const stats = statSync(path);
  if (stats.size > MAX_SKILL_MD_BYTES) return { ok: false };
  return { ok: true, bytes: readFileSync(path), ino: stats.ino };
}

// The former validateTask (79fa121, shared/node/check/validate-task.ts lines 57-73), verbatim.
function formerValidateTask(task: ValidateTask) {
  const { dir, listing, link } = task;
  const path = join(dir, task.skillMdName);
  const context: SkillContext = {
    ...(task.parent !== undefined && { parentSkill: task.parent }),
    ...(task.sameNameAs !== undefined && { sameNameAs: task.sameNameAs }),
    ...(listing && { files: listSkillFilesFrom(dir, listing) }),
  };
  const loaded = loadSkill(dir, task.profile, context, {
    fixes: task.json,
    remember: false,
    ...(task.fence && { fence: task.fence }),
    ...(link
      ? { lookup: { kind: 'outside' as const, path, fileName: task.skillMdName, link } }
      : listing && { lookup: skillMdOfKind(dir, task.skillMdName, listing.skillMd, task.fence) }),
  });
  return reportSkill(task.name, loaded, task.json);
}

// Byte for byte (a deep equality walks megabytes one element at a time).
const sameBytes = (a: Uint8Array, b: Uint8Array) => Buffer.compare(a, b) === 0;

const MIB = 1024 * 1024;
const bigBody = (bytes: number) =>
  'x'
    .repeat(79)
    .concat('\n')
    .repeat(Math.ceil(bytes / 80));

// Every kind of SKILL.md a read meets: ASCII, UTF-8, a BOM, bad bytes, CRLF, larger than the
// kept buffer, larger than a kept buffer may grow, over 1 MiB (a file-large finding), empty.
function library(): string {
  const root = tempTree({
    'ascii/SKILL.md': skillMd('ascii'),
    'ascii/scripts/run.sh': '#!/bin/sh\n',
    'ascii/references/a.md': 'A\n',
    'utf8/SKILL.md': skillMd('utf8', 'Décrit les étapes, 说明步骤. Use when asked.'),
    'bom/SKILL.md': `\uFEFF${skillMd('bom')}`,
    'bad/SKILL.md': Buffer.concat([Buffer.from(skillMd('bad')), Buffer.from([0xff, 0x0a])]),
    'crlf/SKILL.md': skillMd('crlf').replace(/\n/g, '\r\n'),
    'large/SKILL.md': `${skillMd('large')}${bigBody(200 * 1024)}`,
    'huge/SKILL.md': `${skillMd('huge')}${bigBody(5 * MIB)}`,
    'mib/SKILL.md': `${skillMd('mib')}é${bigBody(1.5 * MIB)}`,
    'empty/SKILL.md': '',
    'exec/SKILL.md': skillMd('exec', 'Runs [the tool](scripts/missing.sh). Use when asked.'),
    'target/SKILL.md': skillMd('linked'),
  });
  chmodSync(join(root, 'exec/SKILL.md'), 0o755);
  mkdirSync(join(root, 'linked'));
  symlinkSync(join(root, 'target/SKILL.md'), join(root, 'linked/SKILL.md'));
  return root;
}

function tasks(root: string, json: boolean): ValidateTask[] {
  const fence = fenceOf([root]);
  return discoverSkills(root, undefined, undefined, { files: true, fence }).skills.map((s) =>
    taskFor(s, 'spec', json, fence),
  );
}

describe('a SKILL.md read for a check', () => {
  it("reads exactly the bytes Node's readFileSync reads, and no byte of one file into another", () => {
    const root = library();
    const kept: { path: string; bytes: Uint8Array; copy: Uint8Array }[] = [];
    for (const task of tasks(root, true)) {
      const path = join(task.dir, task.skillMdName);
      const node = nodeRead(path);
      const input = readSkillMdInput(path, task.fence);
      const bytes = readBytes(path, task.fence);
      expect(input.ok, path).toBe(node.ok);
      expect(bytes.ok, path).toBe(node.ok);
      if (!node.ok || !input.ok || !bytes.ok) continue;
      expect(sameBytes(bytes.bytes, node.bytes), path).toBe(true);
      expect(input.stats.ino).toBe(node.ino);
      // The text handed on for an ASCII file parses as the bytes do.
      for (const fixes of [true, false])
        expect(parseSkillFile(input.bytes, { fixes }), path).toEqual(
          parseSkillFile(node.bytes, { fixes }),
        );
      kept.push({ path, bytes: bytes.bytes, copy: Buffer.from(bytes.bytes) });
    }
    expect(kept.length).toBeGreaterThanOrEqual(11);
    // What readBytes returned stays its own after every other read (the kept buffer is refilled).
    for (const k of kept) expect(sameBytes(k.bytes, k.copy), k.path).toBe(true);
  });

  it('gives the former reports, --json and human, for every kind of SKILL.md and its files', () => {
    const root = library();
    for (const json of [true, false])
      for (const task of tasks(root, json))
        expect(validateTask(task), task.dir).toEqual(formerValidateTask(task));
    // The 1.5 MiB SKILL.md's size, now from the read's fstat, still makes its finding.
    const mib = tasks(root, true).find((t) => basename(t.dir) === 'mib');
    if (!mib) throw new Error('not found');
    expect(JSON.stringify(validateTask(mib).json)).toContain('"SKILL.md\\" is 1.5 MiB');
  });

  it('read on the walking thread and checked on another, gives the same reports', () => {
    const root = library();
    let reads = 0;
    for (const json of [true, false])
      for (const task of tasks(root, json)) {
        const read = withRead(task);
        // Every SKILL.md not over the limit is read here (too large: left to the check).
        const readable = nodeRead(join(task.dir, task.skillMdName)).ok;
        expect(read.read !== undefined, task.dir).toBe(readable);
        if (read.read) reads++;
        // What the other thread gets is a copy, as postMessage makes.
        const sent = structuredClone(read);
        expect(validateTask(sent), task.dir).toEqual(formerValidateTask(task));
      }
    expect(reads).toBeGreaterThanOrEqual(20);
    // The folder is listed on the checking thread, from the walk's listing it is sent, with
    // SKILL.md's entry as the read stat'ed it (what a listing's lstat says); the fence stays.
    const ascii = tasks(root, false).find((t) => basename(t.dir) === 'ascii');
    if (!ascii) throw new Error('not found');
    const sent = withRead(ascii);
    expect(sent.fence).toBeUndefined();
    expect(sent.listing?.files).toEqual(['SKILL.md', 'references/a.md', 'scripts/run.sh']);
    const own = listSkillFiles(ascii.dir).find((f) => f.path === 'SKILL.md');
    expect(sent.read && { size: sent.read.size, executable: sent.read.executable }).toEqual({
      size: own?.size,
      executable: own?.executable,
    });
  });

  it('lists SKILL.md as a full listing does, its stat taken from the read', () => {
    const root = library();
    for (const task of tasks(root, true)) {
      if (!task.listing) throw new Error(`${task.dir} has no listing`);
      const list = filesAfterRead(task, task.listing);
      let files: unknown;
      loadSkill(
        task.dir,
        'spec',
        {},
        {
          fence: task.fence ?? fenceOf([root]),
          listFiles: (stats) => (files = list(stats)),
        },
      );
      // Also an executable SKILL.md's mode, and a linked one's own (lstat) entry.
      expect(files, task.dir).toEqual(listSkillFiles(task.dir));
    }
  });
});

describe.skipIf(!posix)('a SKILL.md swapped after the walk listed it as a file', () => {
  it('a pipe is refused without waiting, a link out is not read: as the former check did', () => {
    const root = library();
    const outside = tempTree({ 's/SKILL.md': skillMd('s', 'SECRET-OUTSIDE. Use when.') });
    const all = tasks(root, true);
    const pipe = all.find((t) => basename(t.dir) === 'ascii');
    const out = all.find((t) => basename(t.dir) === 'utf8');
    if (!pipe || !out) throw new Error('not found');
    expect(pipe.listing?.skillMd).toBe('file');
    execFileSync('mkfifo', [join(pipe.dir, '.fifo')]);
    renameSync(join(pipe.dir, '.fifo'), join(pipe.dir, 'SKILL.md'));
    symlinkSync(join(outside, 's/SKILL.md'), join(out.dir, '.swap'));
    renameSync(join(out.dir, '.swap'), join(out.dir, 'SKILL.md'));
    const piped = validateTask(pipe);
    expect(JSON.stringify(piped.json)).toContain('not a regular file');
    expect(piped).toEqual(formerValidateTask(pipe));
    const linked = validateTask(out);
    expect(JSON.stringify(linked)).not.toContain('SECRET-OUTSIDE');
    expect(JSON.stringify(linked.json)).toContain('outside your libraries');
    expect(linked).toEqual(formerValidateTask(out));
    // Read on the walking thread: nothing is read of either, and the check says why.
    for (const task of [pipe, out]) {
      const read = withRead(task);
      expect(read.read, task.dir).toBeUndefined();
      expect(JSON.stringify(read)).not.toContain('SECRET-OUTSIDE');
      expect(validateTask(structuredClone(read))).toEqual(formerValidateTask(task));
    }
  });
});
