/**
 * Adding files to a skill: chosen in the file dialog or dropped from the desktop (whole
 * folders too), into one of its folders. Names that cannot be used and files over the size
 * limit are refused before anything is sent; taken names are asked about once (replace, keep
 * both, skip); then the browser uploads each file, and the desktop app has the service copy
 * them by path, both with a progress line of files and bytes and a Stop that ends the adding
 * after the file under way (what was added stays). The service checks every name again and
 * never overwrites unasked.
 */
import type { CallOutput } from '../../../../shared/ipc/contract';
import { formatBytes } from '../../../../shared/package/upload-rules';
import { MAX_ADDED_FILE_BYTES } from '../../../../shared/studio/skill-paths';
import { translate, type MessageKey, type TranslateArgs } from '../../i18n/i18n';
import { errorText, serviceText } from '../../i18n/service-text';
import { bridge, studio } from '../../state/studio';
import { useUi } from '../../state/ui-store';
import { toast } from '../../ui/toasts';
import { askClash, showProgress, type ClashChoice } from './prompts';

/** A file to add and its path below the target folder ("pics/a.png" for a dropped folder's). */
export interface AddItem {
  file: File;
  name: string;
}

type Placed = CallOutput<'addFiles'>['placed'];

/** The outcomes that leave the file in the skill. */
const ADDED: readonly Placed[number]['outcome'][] = ['added', 'replaced', 'kept-both'];

/** One adding: whether the user stopped it. */
interface Run {
  stopped: boolean;
}

const t = <K extends MessageKey>(key: K, ...params: TranslateArgs<K>) =>
  translate(useUi.getState().locale, key, ...params);

/**
 * Adds `items` to the folder `into` ("" for the skill folder) of the skill in `dir`; resolves
 * to the absolute paths of the files now there (a kept-both name where the user chose it).
 */
export async function addToSkill(
  dir: string,
  into: string,
  items: readonly AddItem[],
): Promise<string[]> {
  if (items.length === 0) return [];
  const folder = into === '' ? t('files.skillRoot') : `${into}/`;
  const run: Run = { stopped: false };
  try {
    const placed =
      bridge().host === 'desktop'
        ? await copyByPath(dir, into, items, folder, run)
        : await upload(dir, into, items, folder, run);
    report(placed, folder, run.stopped);
    return placed.filter((p) => ADDED.includes(p.outcome)).map((p) => p.path);
  } catch (error) {
    toast(errorText(error), 'error');
    return [];
  } finally {
    showProgress(undefined);
  }
}

async function upload(
  dir: string,
  into: string,
  items: readonly AddItem[],
  folder: string,
  run: Run,
): Promise<Placed> {
  const send = bridge().addFile;
  if (!send) return [];
  const max = formatBytes(MAX_ADDED_FILE_BYTES);
  const fitting = items.filter((item) => {
    if (item.file.size <= MAX_ADDED_FILE_BYTES) return true;
    toast(
      t('files.tooLarge', { name: item.name, size: formatBytes(item.file.size), max }),
      'error',
    );
    return false;
  });
  const check = await studio().checkAdd({ dir, into, names: fitting.map((i) => i.name) });
  for (const refused of check.refused) sayRefused(refused.name, serviceText(refused.text));
  const bad = new Set(check.refused.map((r) => r.name));
  const taken = new Set(check.taken);
  let choice: ClashChoice = 'skip';
  if (taken.size > 0) {
    choice = await askClash(folder, [...taken]);
    if (choice === undefined) return [];
  }
  const chosen = fitting.filter(
    (i) => !bad.has(i.name) && !(taken.has(i.name) && choice === 'skip'),
  );
  const bytes = chosen.reduce((n, i) => n + i.file.size, 0);
  const placed: Placed = [];
  let sentBefore = 0;
  // The file under way finishes; the next is not sent.
  const stop = () => {
    run.stopped = true;
  };
  for (const [index, item] of chosen.entries()) {
    if (run.stopped) break;
    const progress = { done: index + 1, total: chosen.length, bytes, stop };
    showProgress({ ...progress, sent: sentBefore });
    const clash = taken.has(item.name) ? choice : 'refuse';
    try {
      placed.push(
        await send(item.file, { dir, into, name: item.name, clash }, (sent) =>
          showProgress({ ...progress, sent: sentBefore + sent }),
        ),
      );
    } catch (error) {
      sayRefused(item.name, errorText(error));
    }
    sentBefore += item.file.size;
  }
  return placed;
}

async function copyByPath(
  dir: string,
  into: string,
  items: readonly AddItem[],
  folder: string,
  run: Run,
): Promise<Placed> {
  const pathOf = bridge().pathForFile;
  const sources = items.map((i) => pathOf?.(i.file) ?? '').filter((p) => p !== '');
  if (sources.length === 0) return [];
  // The service copies and says how far it is, by file and by byte, under this job's name.
  const job = crypto.randomUUID();
  // The service stops between files and answers with what it copied (stopped: true).
  const stop = () => {
    run.stopped = true;
    void studio().cancelJob({ job });
  };
  const off = studio().on('addProgress', (p) => {
    if (p.job === job)
      showProgress({ done: p.done, total: p.total, sent: p.sent, bytes: p.bytes, stop });
  });
  try {
    return await copyAndSettle(dir, into, sources, folder, job, run, stop);
  } finally {
    off();
  }
}

async function copyAndSettle(
  dir: string,
  into: string,
  sources: string[],
  folder: string,
  job: string,
  run: Run,
  stop: () => void,
): Promise<Placed> {
  showProgress({ done: 0, total: sources.length, stop });
  const first = await studio().addFiles({ dir, into, sources, clash: 'refuse', job });
  if (first.stopped) run.stopped = true;
  const taken = first.placed.filter((p) => p.outcome === 'taken');
  // Stopped: the taken names are not asked about, and were not added like the rest.
  if (run.stopped) return first.placed.filter((p) => p.outcome !== 'taken');
  if (taken.length === 0) return first.placed;
  const choice = await askClash(
    folder,
    taken.map((p) => p.name),
  );
  const settled = first.placed.filter((p) => p.outcome !== 'taken');
  if (choice === undefined || choice === 'skip') return settled;
  // Each taken file again, from its own folder, with the choice.
  const again: Placed = [];
  for (const item of taken) {
    // Read through a call: Stop sets it while this awaits, which narrowing cannot see.
    if (stoppedBy(run)) break;
    if (item.from === undefined) continue;
    const target = item.name.includes('/') ? item.name.slice(0, item.name.lastIndexOf('/')) : '';
    const result = await studio().addFiles({
      dir,
      into: target,
      sources: [item.from],
      clash: choice,
      job,
    });
    again.push(...result.placed);
  }
  return [...settled, ...again];
}

function stoppedBy(run: Run): boolean {
  return run.stopped;
}

function report(placed: Placed, folder: string, stopped: boolean): void {
  for (const p of placed) {
    if (p.outcome === 'refused' && p.text) sayRefused(p.name, serviceText(p.text));
    if (p.outcome === 'taken')
      sayRefused(p.name, serviceText({ id: 'entry-exists', params: { name: p.name, folder } }));
  }
  const count = placed.filter((p) => ADDED.includes(p.outcome)).length;
  if (stopped) toast(t('files.stopped', { count, folder }));
  else if (count > 0) toast(t('files.added', { count, folder }));
}

function sayRefused(name: string, reason: string): void {
  toast(t('files.refused', { name, reason }), 'error');
}

/**
 * What a drop carries: files, and whole folders walked with their paths (read at once: the
 * browser forgets a drop's items when the event handler returns).
 */
export async function droppedItems(transfer: DataTransfer): Promise<AddItem[]> {
  const entries = [...transfer.items]
    .filter((i) => i.kind === 'file')
    .map((i) => ({ entry: i.webkitGetAsEntry(), file: i.getAsFile() }));
  // The desktop app copies by path (a dropped folder included): the Files themselves are enough.
  if (bridge().host === 'desktop')
    return entries.flatMap(({ file }) => (file ? [{ file, name: file.name }] : []));
  const out: AddItem[] = [];
  for (const { entry, file } of entries) {
    if (entry?.isDirectory)
      out.push(...(await walk(entry as FileSystemDirectoryEntry, entry.name)));
    else if (file) out.push({ file, name: file.name });
  }
  if (out.length === 0) for (const file of transfer.files) out.push({ file, name: file.name });
  return out;
}

async function walk(dir: FileSystemDirectoryEntry, prefix: string): Promise<AddItem[]> {
  const reader = dir.createReader();
  const out: AddItem[] = [];
  // readEntries hands out a batch at a time, and an empty batch at the end.
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) =>
      reader.readEntries(resolve, reject),
    );
    if (batch.length === 0) return out;
    for (const entry of batch) {
      const name = `${prefix}/${entry.name}`;
      if (entry.isDirectory) out.push(...(await walk(entry as FileSystemDirectoryEntry, name)));
      else {
        const file = await new Promise<File>((resolve, reject) =>
          (entry as FileSystemFileEntry).file(resolve, reject),
        );
        out.push({ file, name });
      }
    }
  }
}

/** The files chosen in a file input (with their folder paths when a folder was chosen). */
export function chosenItems(files: FileList | null): AddItem[] {
  return [...(files ?? [])].map((file) => ({
    file,
    name: file.webkitRelativePath === '' ? file.name : file.webkitRelativePath,
  }));
}
