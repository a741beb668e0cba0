/** A skill's installed copies summed up for its row: how many, and the state that most needs the user. */
import { describe, expect, it } from 'vitest';
import type { InstalledCopy } from '../../../shared/install/outcomes';
import type { SyncState } from '../../../shared/install/sync-state';
import { summarizeCopies } from '../../../shared/studio/sync-summary';

const copy = (dir: string, agent: InstalledCopy['agent'], state: SyncState): InstalledCopy => ({
  dir,
  target: `/home/u/.${agent}/skills/${dir}`,
  agent,
  scope: 'personal',
  mode: 'copy',
  state,
  readBy: [agent],
});

describe('sync summary', () => {
  it('counts each skill’s copies and shows the most urgent state, whatever the order', () => {
    const copies = [
      copy('a', 'claude-code', 'same'),
      copy('a', 'codex', 'outdated'),
      copy('a', 'opencode', 'changed-there'),
      copy('b', 'codex', 'same'),
      copy('c', 'claude-code', 'outdated'),
      copy('c', 'codex', 'both-changed'),
    ];
    for (const order of [copies, [...copies].reverse()]) {
      const summary = summarizeCopies(order);
      expect(summary.get('a')).toEqual({ count: 3, state: 'changed-there' });
      expect(summary.get('b')).toEqual({ count: 1, state: 'same' });
      expect(summary.get('c')).toEqual({ count: 2, state: 'both-changed' });
      expect(summary.has('d')).toBe(false);
    }
  });

  it('puts a broken or missing copy before one that is merely outdated', () => {
    const summary = summarizeCopies([
      copy('a', 'claude-code', 'outdated'),
      copy('a', 'codex', 'link-broken'),
      copy('b', 'codex', 'outdated'),
      copy('b', 'claude-code', 'missing'),
      copy('c', 'codex', 'linked'),
      copy('c', 'claude-code', 'same'),
    ]);
    expect(summary.get('a')?.state).toBe('link-broken');
    expect(summary.get('b')?.state).toBe('missing');
    expect(summary.get('c')?.state).toBe('same');
  });
});
