/**
 * One skill loaded by every agent, side by side: what each placeholder of its text becomes
 * (one of the user's words, all of them, the skill's folder, or left as written), how many
 * of its other files the loaded text lists, and where an agent does otherwise than most. Read
 * from each call's own record (CallView.placeholders and files), as the simulators built it.
 */
import type { AgentId, CallView, FilesShown, PlaceholderUse } from './types';

/** What one agent's loading does with the skill. */
export type Loads = 'this' | 'other' | 'fails' | 'no-tool';

/** What a placeholder becomes with one agent; `differs` when most agents do otherwise. */
export interface PlaceholderFate {
  becomes: PlaceholderUse['becomes'];
  word?: number;
  differs: boolean;
}

/** How much of the skill's other files one agent lists; `differs` as above. */
export interface FilesFate extends FilesShown {
  differs: boolean;
}

/** One agent's row. */
export interface LoadRow {
  agent: AgentId;
  reproduces: string;
  loads: Loads;
  /** By placeholder as written; missing when this agent's text does not hold it. */
  placeholders: Partial<Record<string, PlaceholderFate>>;
  files?: FilesFate;
}

/** Every agent's row, and every placeholder any of them met (in the order first met). */
export interface LoadComparison {
  placeholders: string[];
  rows: LoadRow[];
}

function loadsOf(call: CallView, dir: string | undefined): Loads {
  if (call.parts.length === 0 && !call.failure) return 'no-tool';
  if (!call.ok || !call.skill) return 'fails';
  return dir === undefined || call.skill.dir === dir ? 'this' : 'other';
}

// Marks the values rarer than the most common one (a tie marks none of the tied values).
function rarer(values: string[]): boolean[] {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  const most = Math.max(0, ...counts.values());
  return values.map((v) => (counts.get(v) ?? 0) < most);
}

const filesKind = (f: FilesShown) => (f.shown === 0 ? 'none' : f.shown < f.total ? 'some' : 'all');

/** The loads of `calls` (one per agent, each asked for the skill in `dir`) compared. */
export function compareLoads(calls: readonly CallView[], dir?: string): LoadComparison {
  const placeholders: string[] = [];
  for (const call of calls)
    for (const use of call.placeholders ?? [])
      if (!placeholders.includes(use.written)) placeholders.push(use.written);

  const rows: LoadRow[] = calls.map((call) => {
    const loads = loadsOf(call, dir);
    const row: LoadRow = {
      agent: call.agent,
      reproduces: call.reproduces,
      loads,
      placeholders: {},
    };
    if (loads !== 'this') return row;
    const text = call.parts.map((p) => p.text).join('\n');
    for (const written of placeholders) {
      const use = call.placeholders?.find((u) => u.written === written);
      // A placeholder only another agent knows (a named argument) is in this text as written.
      if (use)
        row.placeholders[written] = {
          becomes: use.becomes,
          ...(use.word !== undefined && { word: use.word }),
          differs: false,
        };
      else if (text.includes(written))
        row.placeholders[written] = { becomes: 'as-written', differs: false };
    }
    if (call.files) row.files = { ...call.files, differs: false };
    return row;
  });

  const loaded = rows.filter((r) => r.loads === 'this');
  for (const written of placeholders) {
    const having = loaded.filter((r) => r.placeholders[written]);
    const marks = rarer(
      having.map((r) => {
        const fate = r.placeholders[written];
        return `${fate?.becomes ?? ''}:${fate?.word ?? ''}`;
      }),
    );
    having.forEach((r, i) => {
      const fate = r.placeholders[written];
      if (fate) fate.differs = marks[i] ?? false;
    });
  }
  const withFiles = loaded.filter((r) => r.files && r.files.total > 0);
  const fileMarks = rarer(withFiles.map((r) => (r.files ? filesKind(r.files) : '')));
  withFiles.forEach((r, i) => {
    if (r.files) r.files.differs = fileMarks[i] ?? false;
  });
  return { placeholders, rows };
}
