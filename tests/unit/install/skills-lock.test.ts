/**
 * skills-lock.json as `npx skills` reads and writes it. The expected texts follow
 * vercel-labs/skills src/local-lock.ts (writeLocalLock: keys sorted, JSON.stringify(…, null, 2)
 * and "\n"; parseLocalLockContent: conflict sides merged, "theirs" winning; version < 1 read as
 * none). Beyond it: a file that cannot be read is never replaced, and fields it does not know
 * are kept.
 */
import { describe, expect, it } from 'vitest';
import { english } from '../../../shared/i18n/catalogue';
import { messageText } from '../../../renderer/src/i18n/message-text';
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

  it("keeps another tool's __proto__ entry on a rewrite, and sees no entry it lacks (constructor)", () => {
    // JSON.parse makes "__proto__" an ordinary key (ECMA-262 JSON.parse, CreateDataProperty).
    const text = [
      '{',
      '  "version": 1,',
      '  "skills": {',
      '    "__proto__": {',
      '      "source": "other/tool",',
      '      "sourceType": "github",',
      '      "computedHash": "p"',
      '    },',
      '    "b": {',
      '      "source": "owner/repo",',
      '      "sourceType": "github",',
      '      "computedHash": "b"',
      '    }',
      '  }',
      '}',
      '',
    ].join('\n');
    const read = parseLock(text);
    if (!read.ok) throw new Error('not read');
    expect(Object.keys(read.lock.skills)).toEqual(['__proto__', 'b']);
    for (const name of ['constructor', 'toString', 'hasOwnProperty'])
      expect(read.lock.skills[name], name).toBeUndefined();
    expect(serializeLock(read.lock)).toBe(text);
    const added = serializeLock(withoutEntry(withEntry(read.lock, 'c', entry('c')), 'b'));
    expect(JSON.parse(added)).toEqual(
      JSON.parse(
        '{"version":1,"skills":{"__proto__":{"source":"other/tool","sourceType":"github","computedHash":"p"},"c":{"source":"owner/repo","sourceType":"github","computedHash":"c"}}}',
      ),
    );
    expect(added.indexOf('__proto__')).toBeGreaterThan(0);
    // A skill named constructor is an entry like any other.
    const own = withEntry(emptyLock(), 'constructor', entry('k'));
    expect(Object.keys(withoutEntry(own, 'constructor').skills)).toEqual([]);
    expect(parseLock(serializeLock(own))).toMatchObject({
      ok: true,
      lock: { skills: { constructor: entry('k') } },
    });
  });

  it('says a lock nested 200,000 levels deep is too deep to read, in words', () => {
    const depth = 200_000;
    const deep = (value: string) =>
      `{"version":1,"skills":{"a":{"source":"s","sourceType":"local","computedHash":"h","x":${value}}}}`;
    const lists = deep(`${'['.repeat(depth)}${']'.repeat(depth)}`);
    const objects = deep(`${'{"k":'.repeat(depth)}1${'}'.repeat(depth)}`);
    // Brackets inside strings are text, not nesting.
    expect(parseLock(deep(JSON.stringify('['.repeat(depth))))).toMatchObject({ ok: true });
    for (const text of [lists, objects]) {
      const read = parseLock(text);
      if (read.ok) throw new Error('read');
      expect(english(read.reason)).toBe(
        'the lock file is nested too deeply to read (more than 512 levels of brackets)',
      );
      expect(messageText(read.reason, 'zh')).toBe('锁文件嵌套太深，无法读取（超过 512 层括号）');
    }
  });
});
