/**
 * Writing the chosen description: only the value changes; a file changed since the run read it,
 * or not UTF-8, is left as it is.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyDescription } from '../../../../shared/node/triggers/apply-description';
import { tempTree } from '../../../helpers/temp';

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
});
