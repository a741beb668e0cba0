/**
 * The trash's record of a deletion: written and read back unchanged, and anything that is not
 * a record of this version (damaged JSON, a missing field, an id that could name another
 * folder) is refused rather than guessed at.
 */
import { describe, expect, it } from 'vitest';
import {
  parseTrashRecord,
  serializeTrashRecord,
  trashId,
  type TrashRecord,
} from '../../../shared/studio/trash-record';

const record: TrashRecord = {
  version: 1,
  id: trashId(new Date('2026-03-04T05:06:07.089Z'), 'k3x9'),
  kind: 'file',
  library: '/home/me/skills',
  rel: 'csv-report/references/guide.md',
  deletedAt: '2026-03-04T05:06:07.089Z',
  where: 'studio-trash',
  files: 1,
  bytes: 120,
};

describe('trash records', () => {
  it('round-trip, with an id that sorts by time', () => {
    expect(record.id).toBe('2026-03-04t05-06-07-089z-k3x9');
    expect(parseTrashRecord(serializeTrashRecord(record))).toEqual(record);
  });

  it('refuse what is not a record of this version', () => {
    expect(parseTrashRecord('{')).toBeUndefined();
    expect(parseTrashRecord(JSON.stringify({ ...record, version: 2 }))).toBeUndefined();
    const { rel: _rel, ...missing } = record;
    expect(parseTrashRecord(JSON.stringify(missing))).toBeUndefined();
    expect(parseTrashRecord(JSON.stringify({ ...record, id: '../../etc' }))).toBeUndefined();
    expect(() => serializeTrashRecord({ ...record, id: 'a/b' })).toThrow();
  });
});
