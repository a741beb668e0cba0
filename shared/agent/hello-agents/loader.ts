/**
 * HelloAgents' SkillLoader, as it scans a library: v1.0.0 (the seed) and the studio's suggested
 * hardening of it (no released agent behaves so).
 * Each skipped folder gets the reason the loader keeps to itself, and the cases where v1.0.0's
 * loader would crash outright (it only catches YAML errors) are reported as such.
 */
import type { Message } from '../../i18n/message';
import {
  dictKey,
  pyStr,
  PY_SPACE_CLASS,
  pyStrip,
  safeLoad,
  universalNewlines,
  type PyValue,
} from '../../py/index';
import { agentMessage } from '../messages';
import type { FolderSnapshot, LibrarySnapshot, SkippedSkill } from '../types';

/** The seed's v1.0.0, or the studio's suggested hardening of it (not a released agent). */
export type HelloVariant = 'v1' | 'hardened';

/** One loaded skill (its metadata-cache entry). */
export interface HelloSkill {
  name: PyValue;
  description: PyValue;
  folder: FolderSnapshot;
}

/** The loader's state after its start-up scan. */
export interface HelloLibrary {
  /** metadata_cache, in insertion order, keyed by the Python dict key of the name. */
  skills: Map<string, HelloSkill>;
  skipped: SkippedSkill[];
  notes: Message[];
  /** Set when the loader raises during the scan: the agent then does not start. */
  crash?: Message;
}

// re.match(r'^---\s*\n(.*?)\n---\s*\n', content, re.DOTALL), with Python's \s.
const FRONTMATTER = new RegExp(`^---${PY_SPACE_CLASS}*\\n([\\s\\S]*?)\\n---${PY_SPACE_CLASS}*\\n`);
// get_skill's variant also captures the body: (.*)$ with DOTALL.
const FRONTMATTER_AND_BODY = new RegExp(`${FRONTMATTER.source}([\\s\\S]*)$`);

/** Splits a SKILL.md the way get_skill does: frontmatter text and stripped body. */
export function splitHello(text: string): { frontmatter: string; body: string } | undefined {
  const m = FRONTMATTER_AND_BODY.exec(universalNewlines(text));
  return m ? { frontmatter: m[1] ?? '', body: pyStrip(m[2] ?? '') } : undefined;
}

// What the loader raises (Python's words) and the file it was reading.
class LoaderCrash extends Error {
  constructor(
    readonly error: string,
    readonly file: string,
  ) {
    super(error);
  }
}

/** Scans every root's direct entries (in name order) as SkillLoader._scan_skills does. */
export function scanHello(library: LibrarySnapshot, variant: HelloVariant): HelloLibrary {
  const out: HelloLibrary = { skills: new Map(), skipped: [], notes: [] };
  if (variant === 'hardened') out.notes.push(agentMessage('agent.hello.hardened'));
  try {
    for (const root of library.roots)
      for (const entry of root.entries) scanEntry(entry, variant, out);
  } catch (error) {
    if (!(error instanceof LoaderCrash)) throw error;
    out.crash = agentMessage('agent.hello.crash', { error: error.error, file: error.file });
  }
  if (library.roots.length > 1) out.notes.push(agentMessage('agent.hello.several-roots'));
  out.notes.push(agentMessage('agent.hello.scan-order'));
  return out;
}

function skip(out: HelloLibrary, entry: FolderSnapshot, reason: Message, detail?: string): void {
  out.skipped.push(
    detail === undefined
      ? { folder: entry.name, dir: entry.dir, reason }
      : { folder: entry.name, dir: entry.dir, reason, detail },
  );
}

function scanEntry(entry: FolderSnapshot, variant: HelloVariant, out: HelloLibrary): void {
  if (!entry.isDirectory) return skip(out, entry, agentMessage('agent.skip.not-a-folder'));
  const md = entry.skillMd;
  if (md?.fileName !== 'SKILL.md') {
    return skip(
      out,
      entry,
      md
        ? agentMessage('agent.hello.skip.file-name', { file: md.fileName })
        : agentMessage('agent.skip.no-skill-md'),
    );
  }
  if (!md.utf8)
    return skip(out, entry, agentMessage('agent.hello.skip.not-utf8'), '无法读取技能文件');
  const match = FRONTMATTER.exec(universalNewlines(md.text));
  if (!match) return skip(out, entry, frontmatterMismatch(md.text), '缺少有效的 YAML frontmatter');
  const loaded = safeLoad(match[1] ?? '');
  if (!loaded.ok) {
    if (loaded.kind === 'yaml-error')
      return skip(
        out,
        entry,
        agentMessage('agent.hello.skip.bad-yaml'),
        `YAML 解析失败: ${loaded.message}`,
      );
    // Only yaml.YAMLError is caught; anything else escapes the scan and stops the agent.
    throw new LoaderCrash(`${loaded.exception}: ${loaded.message}`, `${entry.name}/SKILL.md`);
  }
  if (variant === 'hardened') return scanHardened(entry, loaded.value, out);
  scanV1(entry, loaded.value, out);
}

// `yaml.safe_load(...) or {}`, then `"name" not in metadata`, then `metadata.get(...)`,
// with Python's semantics for whatever type the frontmatter turned out to be.
function scanV1(entry: FolderSnapshot, value: PyValue, out: HelloLibrary): void {
  const metadata = isFalsy(value) ? ({ type: 'dict', entries: [] } as PyValue) : value;
  const has = (key: string) => contains(metadata, key, entry);
  if (!has('name') || !has('description')) {
    const [only, ...more] = ['name', 'description'].filter((k) => !has(k));
    const reason =
      more.length > 0 || only === undefined
        ? agentMessage('agent.hello.skip.no-name-description')
        : agentMessage('agent.hello.skip.no-key', { key: only });
    return skip(out, entry, reason);
  }
  if (metadata.type !== 'dict') {
    throw new LoaderCrash(
      `AttributeError: '${metadata.type}' object has no attribute 'get'`,
      `${entry.name}/SKILL.md`,
    );
  }
  const name = get(metadata, 'name') ?? { type: 'str', value: entry.name };
  const description = get(metadata, 'description') ?? { type: 'str', value: '' };
  if (name.type === 'list' || name.type === 'dict') {
    throw new LoaderCrash(`TypeError: unhashable type: '${name.type}'`, `${entry.name}/SKILL.md`);
  }
  const key = dictKey(name);
  const earlier = out.skills.get(key);
  if (earlier) {
    // A dict assignment: the value is replaced, the key keeps its first position.
    out.notes.push(
      agentMessage('agent.hello.duplicate', {
        name: pyStr(name),
        first: earlier.folder.name,
        last: entry.name,
      }),
    );
    out.skills.set(key, { name: earlier.name, description, folder: entry });
    out.skipped.push({
      folder: earlier.folder.name,
      dir: earlier.folder.dir,
      reason: agentMessage('agent.hello.skip.replaced', { folder: entry.name }),
    });
    return;
  }
  if (name.type !== 'str') {
    out.notes.push(
      agentMessage('agent.hello.typed-name', {
        folder: entry.name,
        type: name.type,
        value: pyStr(name),
      }),
    );
  }
  out.skills.set(key, { name, description, folder: entry });
}

function scanHardened(entry: FolderSnapshot, value: PyValue, out: HelloLibrary): void {
  const metadata = isFalsy(value) ? ({ type: 'dict', entries: [] } as PyValue) : value;
  if (metadata.type !== 'dict') {
    return skip(
      out,
      entry,
      agentMessage('agent.hello.skip.not-mapping'),
      'frontmatter 必须是包含 name 和 description 的对象',
    );
  }
  const name = get(metadata, 'name');
  const description = get(metadata, 'description');
  const text = (v: PyValue | undefined) =>
    v?.type === 'str' && pyStrip(v.value) !== '' ? v.value : undefined;
  if (text(name) === undefined || text(description) === undefined || !name || !description) {
    return skip(
      out,
      entry,
      agentMessage('agent.hello.skip.not-text'),
      'name 和 description 必须是非空字符串',
    );
  }
  const key = dictKey(name);
  const earlier = out.skills.get(key);
  if (earlier) {
    return skip(
      out,
      entry,
      agentMessage('agent.hello.skip.declared-first', {
        folder: earlier.folder.name,
        name: pyStr(name),
      }),
      `重复的技能名称 ${pyStr(name)}，保留先扫描的定义`,
    );
  }
  out.skills.set(key, { name, description, folder: entry });
}

function isFalsy(v: PyValue): boolean {
  switch (v.type) {
    case 'NoneType':
      return true;
    case 'str':
      return v.value === '';
    case 'int':
      return v.value === 0n;
    case 'float':
      return v.value === 0;
    case 'bool':
      return !v.value;
    case 'list':
      return v.items.length === 0;
    case 'dict':
      return v.entries.length === 0;
    default:
      return false;
  }
}

// Python's `key in value`.
function contains(value: PyValue, key: string, entry: FolderSnapshot): boolean {
  switch (value.type) {
    case 'dict':
      return value.entries.some(([k]) => dictKey(k) === `s:${key}`);
    case 'str':
      return value.value.includes(key);
    case 'list':
      return value.items.some((item) => item.type === 'str' && item.value === key);
    default:
      throw new LoaderCrash(
        `TypeError: argument of type '${value.type}' is not iterable`,
        `${entry.name}/SKILL.md`,
      );
  }
}

function get(dict: PyValue, key: string): PyValue | undefined {
  return dict.type === 'dict'
    ? dict.entries.find(([k]) => dictKey(k) === `s:${key}`)?.[1]
    : undefined;
}

// What is wrong when the loader's frontmatter pattern does not match.
function frontmatterMismatch(text: string): Message {
  if (text.startsWith('\uFEFF')) return agentMessage('agent.hello.skip.bom');
  const norm = universalNewlines(text);
  if (!/^---/.test(norm)) return agentMessage('agent.hello.skip.no-start');
  if (/\n---[ \t]*$/.test(norm)) return agentMessage('agent.hello.skip.no-final-break');
  return agentMessage('agent.hello.skip.no-close', { pattern: '^---\\s*\\n(.*?)\\n---\\s*\\n' });
}
