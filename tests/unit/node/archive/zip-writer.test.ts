/**
 * The zip writer below packaging: Zip64 records that unzip, zipinfo and yauzl read, archives
 * past 65,535 entries, and the deflate thread giving the same bytes as this thread.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { fromBufferPromise } from 'yauzl';
import { inlineDeflater, WORKER_FROM_BYTES } from '../../../../shared/node/archive/deflater';
import type { ZipSource } from '../../../../shared/node/archive/source-file';
import {
  centralRecord,
  endRecords,
  localHeader,
  type ZipEntry,
} from '../../../../shared/node/archive/zip-format';
import { writeZipAtomically } from '../../../../shared/node/archive/zip-writer';
import { tempTree } from '../../../helpers/temp';

async function readAll(path: string): Promise<Map<string, Buffer>> {
  const zip = await fromBufferPromise(readFileSync(path), { lazyEntries: true });
  const out = new Map<string, Buffer>();
  for await (const entry of zip.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    out.set(entry.fileName, Buffer.concat(chunks));
  }
  zip.close();
  return out;
}

function unzipTest(path: string) {
  const r = spawnSync('unzip', ['-t', path], { encoding: 'utf8', maxBuffer: 1 << 26 });
  return { status: r.status, output: r.stdout + r.stderr };
}

/** Sources that all read the same file (its identity is what the plan would have seen). */
function sourcesFor(file: string, names: readonly string[]): ZipSource[] {
  const { size, dev, ino, ctimeMs } = statSync(file);
  return names.map((archivePath) => ({
    archivePath,
    abs: file,
    size,
    mode: 0o644,
    store: false,
    dev,
    ino,
    ctimeMs,
  }));
}

describe('zip records', () => {
  it('an entry with Zip64 sizes in its local header, and Zip64 end records: unzip -t, zipinfo and yauzl read it', async () => {
    const data = Buffer.from('a large file, as its header is written\n'.repeat(50));
    const packed = deflateRawSync(data);
    const entry: ZipEntry = {
      name: Buffer.from('s/big.txt'),
      method: 8,
      crc: crc32(data),
      size: data.length,
      compressedSize: packed.length,
      mode: 0o100644,
      offset: 0,
      zip64: true,
    };
    const body = Buffer.concat([localHeader(entry), packed]);
    const cd = centralRecord(entry);
    const zip = Buffer.concat([body, cd, endRecords(1, body.length, cd.length, true)]);
    const path = join(tempTree(), 'zip64.zip');
    writeFileSync(path, zip);

    const test = unzipTest(path);
    expect(test.status, test.output).toBe(0);
    const info = spawnSync('zipinfo', ['-v', path], { encoding: 'utf8' });
    expect(info.status, info.stderr).toBe(0);
    expect(info.stdout).toContain('minimum software version required to extract:   4.5');
    expect((await readAll(path)).get('s/big.txt')?.equals(data)).toBe(true);
  });

  it('sizes and offsets past 4 GiB move into a Zip64 field, in the order the format fixes', () => {
    const entry: ZipEntry = {
      name: Buffer.from('a'),
      method: 0,
      crc: 1,
      size: 2 ** 32 + 1,
      compressedSize: 2 ** 32 + 1,
      mode: 0o100644,
      offset: 2 ** 33,
      zip64: false,
    };
    const record = centralRecord(entry);
    expect(record.readUInt32LE(20)).toBe(0xffffffff);
    expect(record.readUInt32LE(24)).toBe(0xffffffff);
    expect(record.readUInt32LE(42)).toBe(0xffffffff);
    expect(record.readUInt16LE(6)).toBe(45);
    const extra = record.subarray(46 + 1);
    expect(extra.readUInt16LE(0)).toBe(1);
    expect(extra.readUInt16LE(2)).toBe(24);
    expect(extra.readBigUInt64LE(4)).toBe(2n ** 32n + 1n);
    expect(extra.readBigUInt64LE(12)).toBe(2n ** 32n + 1n);
    expect(extra.readBigUInt64LE(20)).toBe(2n ** 33n);
    // Only the offset overflows: only it is in the field.
    const small = centralRecord({ ...entry, size: 5, compressedSize: 5 });
    expect(small.readUInt32LE(20)).toBe(5);
    expect(small.subarray(47).readUInt16LE(2)).toBe(8);
  });
});

describe('writeZipAtomically', () => {
  it('writes more than 65,535 entries with Zip64 end records that unzip and yauzl count right', async () => {
    const root = tempTree({ 'f.txt': 'tiny\n' });
    const names = Array.from({ length: 65_600 }, (_, i) => `s/f${String(i).padStart(5, '0')}.txt`);
    const out = join(root, 'many.zip');
    await writeZipAtomically(sourcesFor(join(root, 'f.txt'), names), out);
    const zip = await fromBufferPromise(readFileSync(out), { lazyEntries: true });
    expect(zip.entryCount).toBe(65_600);
    zip.close();
    const test = unzipTest(out);
    expect(test.status, test.output.slice(-500)).toBe(0);
    expect(test.output).toContain('No errors detected');
  }, 60_000);

  it('removes an hour-old temp file a killed run left for the same archive, and nothing else', async () => {
    const root = tempTree({ 'f.txt': 'content\n' });
    const leftovers = {
      stale: '.out.zip.0123456789ab.partial',
      fresh: '.out.zip.ba9876543210.partial', // could be a run still writing
      otherArchive: '.other.zip.0123456789ab.partial',
      notOurs: '.out.zip.notes.partial',
    };
    const hourAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    for (const [key, name] of Object.entries(leftovers)) {
      writeFileSync(join(root, name), 'half an archive');
      if (key !== 'fresh') utimesSync(join(root, name), hourAgo, hourAgo);
    }
    await writeZipAtomically(sourcesFor(join(root, 'f.txt'), ['s/f.txt']), join(root, 'out.zip'));
    expect(readdirSync(root).sort()).toEqual(
      [leftovers.fresh, leftovers.otherArchive, leftovers.notOurs, 'f.txt', 'out.zip'].sort(),
    );
  });

  it('the deflate thread and this thread give the same bytes', async () => {
    const text = (i: number) => `line ${i} of a file that compresses\n`.repeat(400 + (i % 7));
    const files = Object.fromEntries(Array.from({ length: 120 }, (_, i) => [`f${i}.md`, text(i)]));
    const root = tempTree(files);
    const names = Object.keys(files);
    const sources = names.flatMap((n) => sourcesFor(join(root, n), [`s/${n}`]));
    const total = sources.reduce((n, s) => n + s.size, 0);
    expect(total).toBeGreaterThan(WORKER_FROM_BYTES);
    const threaded = await writeZipAtomically(sources, join(root, 'threaded.zip'));
    const here = await writeZipAtomically(sources, join(root, 'here.zip'), inlineDeflater);
    expect(here.sha256).toBe(threaded.sha256);
    const back = await readAll(join(root, 'threaded.zip'));
    for (const n of names) expect(back.get(`s/${n}`)?.toString()).toBe(files[n]);
  });
});
