/**
 * skills-lock.json as `npx skills` reads and writes it. The expected texts follow
 * vercel-labs/skills src/local-lock.ts (writeLocalLock: keys sorted, JSON.stringify(…, null, 2)
 * and "\n"; parseLocalLockContent: conflict sides merged, "theirs" winning; version < 1 read as
 * none). Beyond it: a file that cannot be read is never replaced, and fields it does not know
 * are kept.
 */
import { describe, expect, it } from 'vitest';
import { english } from '../../../shared/i18n/catalogue';
import {
  emptyLock,
  parseLock,
  serializeLock,
  withEntry,
  withoutEntry,
} from '../../../shared/install/skills-lock';

const entry = (hash: string) => ({
  source: 'owner/repo',
  sourceType: 'github',
  computedHash: hash,
});

describe('skills-lock.json', () => {
  it('writes version 1 with the skills sorted by name, two-space JSON and a final newline', () => {
    const lock = withEntry(withEntry(emptyLock(), 'zeta', entry('z')), 'alpha', {
      source: './skills/alpha',
      sourceType: 'local',
      computedHash: 'a',
    });
    expect(serializeLock(lock)).toBe(
      [
        '{',
        '  "version": 1,',
        '  "skills": {',
        '    "alpha": {',
        '      "source": "./skills/alpha",',
        '      "sourceType": "local",',
        '      "computedHash": "a"',
        '    },',
        '    "zeta": {',
        '      "source": "owner/repo",',
        '      "sourceType": "github",',
        '      "computedHash": "z"',
        '    }',
        '  }',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('reads what npx skills wrote, keeping fields the studio does not know', () => {
    const text = JSON.stringify({
      version: 1,
      skills: {
        pdf: {
          source: 'anthropics/skills',
          ref: 'main',
          sourceType: 'github',
          computedHash: 'h',
          extra: 7,
        },
      },
      later: true,
    });
    const read = parseLock(text);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const again = serializeLock(withoutEntry(withEntry(read.lock, 'x', entry('x')), 'x'));
    expect(JSON.parse(again)).toEqual(JSON.parse(text));
  });

  it('merges the two sides of a git conflict, theirs winning, as npx skills does', () => {
    const text = [
      '{',
      '  "version": 1,',
      '  "skills": {',
      '<<<<<<< HEAD',
      '    "a": { "source": "s", "sourceType": "github", "computedHash": "ours" },',
      '    "b": { "source": "s", "sourceType": "github", "computedHash": "b" }',
      '=======',
      '    "a": { "source": "s", "sourceType": "github", "computedHash": "theirs" },',
      '    "c": { "source": "s", "sourceType": "github", "computedHash": "c" }',
      '>>>>>>> branch',
      '  }',
      '}',
    ].join('\n');
    const read = parseLock(text);
    expect(read.ok && read.merged).toBe(true);
    if (!read.ok) return;
    expect(Object.keys(read.lock.skills).sort()).toEqual(['a', 'b', 'c']);
    expect(read.lock.skills.a?.computedHash).toBe('theirs');
  });

  it('reads the conflict markers of a CRLF checkout as npx skills does (it splits on \\r?\\n)', () => {
    // vercel-labs/skills@0363f53 src/local-lock.ts splitConflictSides: content.split(/\r?\n/)
    // "so marker lines still match their anchored regexes on Windows repos".
    const text = [
      '{',
      '  "version": 1,',
      '  "skills": {',
      '<<<<<<< HEAD',
      '    "a": { "source": "s", "sourceType": "github", "computedHash": "ours" }',
      '=======',
      '    "b": { "source": "s", "sourceType": "github", "computedHash": "theirs" }',
      '>>>>>>> branch',
      '  }',
      '}',
      '',
    ].join('\r\n');
    const read = parseLock(text);
    expect(read).toMatchObject({ ok: true, merged: true });
    if (!read.ok) return;
    expect(Object.keys(read.lock.skills).sort()).toEqual(['a', 'b']);
  });

  it('says why a file cannot be used rather than starting an empty one over it', () => {
    expect(parseLock('{ nope')).toMatchObject({ ok: false });
    const reason = (text: string) => {
      const read = parseLock(text);
      return read.ok ? '' : english(read.reason);
    };
    expect(reason('{"version": 1}')).toContain('skills');
    expect(parseLock('{"version": 0, "skills": {}}')).toMatchObject({ ok: false });
    expect(reason('{"version": 2, "skills": {}}')).toContain('newer');
    expect(parseLock('{"version": 1, "skills": {"a": {"source": "s"}}}')).toMatchObject({
      ok: false,
    });
  });
});
