/**
 * Opens again what was open when the studio was last used (the skill, its file, the main view
 * and the agent view's agent), and keeps the service's record of it current. The record lives
 * in the service's settings (readLastOpen / setLastOpen), not in localStorage: the browser host
 * starts on a new port, hence a new origin with empty storage, every time it is run.
 */
import { relativeInside } from '../../../shared/studio/paths';
import type { LastOpen } from '../../../shared/ipc/settings-calls';
import { useAgentChoice } from '../features/agent/agent-choice';
import { useEditor } from './editor-store';
import { findEntry, listedWhole, useLibrary } from './library-store';
import { studio } from './studio';
import { useUi } from './ui-store';

// Quick changes (arrowing down the list) are written once they settle.
const SETTLE_MS = 250;

/**
 * Restores the last skill, file and view once the libraries are listed whole, then remembers every
 * change; returns the unsubscribe. A skill that is no longer listed, or a file no longer in
 * it, is passed over without a word: the studio starts on the list as on a first run.
 */
export function wireLastOpen(): () => void {
  let stopped = false;
  const offs: (() => void)[] = [];
  const begin = () => {
    void restore()
      .catch(() => undefined)
      .then(() => {
        if (!stopped) offs.push(...remember());
      });
  };
  const listed = (s: ReturnType<typeof useLibrary.getState>) =>
    s.status === 'ready' && listedWhole(s.lists);
  if (listed(useLibrary.getState())) begin();
  else {
    const off = useLibrary.subscribe((s) => {
      if (!listed(s)) return;
      off();
      begin();
    });
    offs.push(off);
  }
  return () => {
    stopped = true;
    for (const off of offs) off();
  };
}

async function restore(): Promise<void> {
  const last = await studio().readLastOpen({});
  if (last.view) useUi.getState().setView(last.view);
  if (last.agent) useAgentChoice.getState().setAgent(last.agent);
  const { skill, file } = last;
  const library = useLibrary.getState();
  // The user may have picked a skill while the record travelled: theirs wins.
  if (skill === undefined || library.selected !== undefined) return;
  if (!findEntry(library.lists, skill)) return;
  library.select(skill);
  if (file === undefined) return;
  await useEditor.getState().openSkill(skill);
  const detail = useEditor.getState().details[skill];
  const rel = relativeInside(skill, file);
  // Only a file the service listed in that skill: never a path from the record alone.
  if (!detail || !detail.files.some((f) => f.path === rel && !f.link)) return;
  if (useLibrary.getState().selected === skill) await useEditor.getState().openFile(file);
}

function current(): LastOpen {
  const skill = useLibrary.getState().selected;
  const agent = useAgentChoice.getState().agent;
  const file = useEditor.getState().activePath;
  return {
    ...(skill !== undefined && { skill }),
    ...(skill !== undefined &&
      file !== undefined &&
      relativeInside(skill, file) !== undefined && { file }),
    view: useUi.getState().view,
    ...(agent !== undefined && { agent }),
  };
}

function remember(): (() => void)[] {
  let sent = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  // One write at a time, each sending what holds when it leaves: two requests in flight could
  // reach the service in either order and leave the older choice on record.
  let writing = Promise.resolve();
  const write = async (): Promise<void> => {
    const now = current();
    const text = JSON.stringify(now);
    if (text === sent) return;
    sent = text;
    // Nothing to tell the user if it fails: at worst the next start opens on the list.
    await studio()
      .setLastOpen(now)
      .catch(() => undefined);
  };
  const changed = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      writing = writing.then(write);
    }, SETTLE_MS);
  };
  // Once at the start: what the user chose while the record was read, or a remembered skill
  // that is gone, is written now rather than at the next change.
  changed();
  return [
    useLibrary.subscribe(changed),
    useEditor.subscribe(changed),
    useUi.subscribe(changed),
    useAgentChoice.subscribe(changed),
    () => clearTimeout(timer),
  ];
}
