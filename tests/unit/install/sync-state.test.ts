/**
 * Sync states from hashes, and what installing does at a target, over every combination of
 * library / copy / recorded hash: the truth table the issue states (same, older than the
 * library, changed in the agent folder) plus the cases around it.
 */
import { describe, expect, it } from 'vitest';
import { decideInstall, type TargetFacts } from '../../../shared/install/install-plan';
import { inSync, syncActions, syncState } from '../../../shared/install/sync-state';
import { compareTrees, sameTree } from '../../../shared/install/compare';

describe('syncState', () => {
  it('same, outdated, changed there, both changed, from the three hashes', () => {
    expect(syncState({ library: 'L1', copy: 'L1', base: 'L0' })).toBe('same');
    expect(syncState({ library: 'L1', copy: 'L0', base: 'L0' })).toBe('outdated');
    expect(syncState({ library: 'L0', copy: 'C1', base: 'L0' })).toBe('changed-there');
    expect(syncState({ library: 'L1', copy: 'C1', base: 'L0' })).toBe('both-changed');
  });

  it('links, missing copies, a library skill gone, and folders the studio never installed', () => {
    expect(syncState({ library: 'L', link: { toLibrary: true } })).toBe('linked');
    expect(syncState({ library: 'L', link: { toLibrary: false } })).toBe('link-broken');
    expect(syncState({ library: 'L', base: 'L' })).toBe('missing');
    expect(syncState({ copy: 'C', base: 'C' })).toBe('source-gone');
    expect(syncState({ library: 'L', copy: 'C' })).toBe('unrecorded');
    expect(syncState({ library: 'L', copy: 'L' })).toBe('same');
  });

  it('what each state allows', () => {
    expect(syncActions('outdated')).toEqual({
      update: true,
      pullBack: false,
      replaceLosesWork: false,
    });
    expect(syncActions('changed-there')).toEqual({
      update: false,
      pullBack: true,
      replaceLosesWork: true,
    });
    expect(syncActions('same').update || syncActions('same').pullBack).toBe(false);
    expect(inSync('linked') && inSync('same') && !inSync('outdated')).toBe(true);
  });
});

describe('decideInstall', () => {
  const base: TargetFacts = { exists: true, libraryHash: 'L1', source: '/lib/s' };
  const mine = { source: '/lib/s', hash: 'L0' };

  it('creates where nothing is', () => {
    expect(decideInstall({ ...base, exists: false }, 'copy', false)).toEqual({ action: 'create' });
  });

  it('updates its own untouched copy without asking, and leaves a current one alone', () => {
    expect(decideInstall({ ...base, copyHash: 'L0', record: mine }, 'copy', false)).toEqual({
      action: 'replace',
      why: 'update',
    });
    expect(
      decideInstall({ ...base, copyHash: 'L1', record: { ...mine, hash: 'L1' } }, 'copy', false),
    ).toEqual({ action: 'unchanged' });
    // A current copy becomes a link when a link is asked for.
    expect(
      decideInstall({ ...base, copyHash: 'L1', record: { ...mine, hash: 'L1' } }, 'link', false),
    ).toEqual({ action: 'replace', why: 'update' });
  });

  it('never replaces a copy changed there, another skill or a foreign link unless told to', () => {
    expect(decideInstall({ ...base, copyHash: 'C1', record: mine }, 'copy', false)).toEqual({
      action: 'conflict',
      why: 'changed-there',
    });
    expect(decideInstall({ ...base, copyHash: 'X' }, 'copy', false)).toEqual({
      action: 'conflict',
      why: 'other-skill',
    });
    // Recorded for another library skill: still someone else's folder.
    expect(
      decideInstall(
        { ...base, copyHash: 'L0', record: { source: '/lib/other', hash: 'L0' } },
        'copy',
        false,
      ),
    ).toEqual({ action: 'conflict', why: 'other-skill' });
    expect(decideInstall({ ...base, link: { toSource: false } }, 'copy', false)).toEqual({
      action: 'conflict',
      why: 'other-link',
    });
    for (const facts of [
      { ...base, copyHash: 'C1', record: mine },
      { ...base, copyHash: 'X' },
      { ...base, link: { toSource: false } },
    ])
      expect(decideInstall(facts, 'copy', true)).toEqual({ action: 'replace', why: 'overwrite' });
  });

  it('adopts a folder that already holds exactly this skill; its own link stays', () => {
    expect(decideInstall({ ...base, copyHash: 'L1' }, 'copy', false)).toEqual({
      action: 'unchanged',
    });
    expect(decideInstall({ ...base, link: { toSource: true } }, 'link', false)).toEqual({
      action: 'unchanged',
    });
    expect(decideInstall({ ...base, link: { toSource: true } }, 'copy', false)).toEqual({
      action: 'replace',
      why: 'update',
    });
  });
});

describe('compareTrees', () => {
  it('files only there, only in the library, and changed', () => {
    const diff = compareTrees(
      [
        { path: 'SKILL.md', hash: '1' },
        { path: 'b.md', hash: '2' },
        { path: 'gone.md', hash: '3' },
      ],
      [
        { path: 'SKILL.md', hash: '1' },
        { path: 'b.md', hash: '9' },
        { path: 'new.md', hash: '4' },
      ],
    );
    expect(diff).toEqual({ added: ['new.md'], removed: ['gone.md'], changed: ['b.md'] });
    expect(sameTree(diff)).toBe(false);
    expect(sameTree(compareTrees([{ path: 'a', hash: '1' }], [{ path: 'a', hash: '1' }]))).toBe(
      true,
    );
  });
});
