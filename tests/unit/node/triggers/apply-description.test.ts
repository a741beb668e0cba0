/**
 * Writing the chosen description: only the value changes; a file changed since the run read it,
 * or not UTF-8, is left as it is.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyDescription } from '../../../../shared/node/triggers/apply-description';
import { tempTree } from '../../../helpers/temp';
import { race } from '../../../helpers/fs-race';

vi.mock('node:fs/promises', async (original) =>
  (await import('../../../helpers/fs-race')).racedFs(await original()),
);

afterEach(() => {
  race.hold = undefined;
});

const TEXT = '---\nname: x\ndescription: Old one.  # note\n---\nBody\r\n';

describe('applyDescription', () => {
  it('writes only the description', async () => {
    const file = join(tempTree({ 'x/SKILL.md': TEXT }), 'x/SKILL.md');
    const read = readFileSync(file);
    expect(await applyDescription(file, read, 'New one.')).toEqual({ kind: 'written' });
    expect(readFileSync(file, 'utf8')).toBe(TEXT.replace('Old one.', 'New one.'));
    expect(await applyDescription(file, readFileSync(file), 'New one.')).toEqual({
      kind: 'unchanged',
    });
  });

  it('refuses a file changed since it was read, and one that is not UTF-8', async () => {
    const file = join(tempTree({ 'x/SKILL.md': TEXT }), 'x/SKILL.md');
    const read = readFileSync(file);
    writeFileSync(file, `${TEXT}more\n`);
    expect(await applyDescription(file, read, 'New one.')).toEqual({ kind: 'changed-since' });
    expect(readFileSync(file, 'utf8')).toBe(`${TEXT}more\n`);
    const bad = Buffer.concat([Buffer.from(TEXT), Buffer.from([0xff])]);
    writeFileSync(file, bad);
    expect(await applyDescription(file, bad, 'New one.')).toEqual({ kind: 'not-utf8' });
    expect(readFileSync(file).equals(bad)).toBe(true);
  });

  it('never overwrites what another program writes into the file as it is replaced', async () => {
    const file = join(tempTree({ 'x/SKILL.md': TEXT }), 'x/SKILL.md');
    const read = readFileSync(file);
    // The other program's write lands after the last check, right before the rename.
    let wrote = false;
    race.hold = (call, _from, to) => {
      if (call !== 'rename' || to !== file || wrote) return undefined;
      wrote = true;
      writeFileSync(file, `${TEXT}theirs\n`);
      return undefined;
    };
    expect(await applyDescription(file, read, 'New one.')).toEqual({ kind: 'changed-since' });
    expect(wrote).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe(`${TEXT}theirs\n`);
  });
});
