/**
 * The one contract, checked end to end: every call has a schema, a service handler, an IPC
 * handler in the main process, a method in the preload and a route in the web host; real
 * outputs of every call (and every event) match their schemas and survive structuredClone.
 */
import { request } from 'node:http';
import { createReadStream, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import {
  CALL_NAMES,
  CALLS,
  EVENT_NAMES,
  EVENTS,
  type CallName,
  type StudioHandlers,
} from '../../shared/ipc/contract';
import { startWebHost } from '../../shared/node/web/web-host';
import { localEndpoint } from '../../shared/node/process/service-endpoint';
import { startService } from '../helpers/service';
import { commitAll, initRepo } from '../helpers/git';
import { skillMd, tempTree } from '../helpers/temp';

const ipc = vi.hoisted(() => {
  const exposed: Record<string, unknown> = {};
  return { exposed };
});
vi.mock('electron', () => ({
  ipcRenderer: { send: vi.fn(), on: vi.fn() },
  contextBridge: {
    exposeInMainWorld: (_key: string, api: Record<string, unknown>) =>
      Object.assign(ipc.exposed, api),
  },
}));

// Makes `root` a repository with its files committed, by an author of its own; the commit.
function committedRepo(root: string): string {
  initRepo(root);
  return commitAll(root, {}, 'Start');
}

// A valid input for every call, against a library with one skill "a" in `root`; `upload`
// is an archive of it the service received as an upload, `outside` a file to add by path.
// A function gives the input when its turn comes (restoreTrash needs what trashEntry made).
function samples(
  root: string,
  upload = '',
  outside = '',
  service?: {
    handlers: Pick<
      StudioHandlers,
      | 'listTrash'
      | 'compareInstall'
      | 'updateInstalls'
      | 'listModelConnections'
      | 'saveModelConnection'
      | 'cancelJob'
      | 'listHistory'
      | 'readFile'
    >;
  },
  home = '',
): Record<CallName, unknown> {
  const a = join(root, 'a');
  const connectionId = async () =>
    (await service?.handlers.listModelConnections({}))?.connections[0]?.id ?? '';
  const installed = join(home, '.claude/skills/a');
  const newestVersion = async () =>
    (await service?.handlers.listHistory({ dir: a }))?.versions[0]?.id ?? '';
  const diskHash = async (path: string) => {
    const content = await service?.handlers.readFile({ path });
    return content && 'hash' in content ? content.hash : null;
  };
  const EVAL = {
    id: 1,
    prompt: 'Do a things',
    expected_output: 'Things done',
    files: [],
    expectations: ['The things are done'],
  };
  // A trigger test of `a` over a connection to port 9 on loopback, where nothing answers.
  const triggerSetup = async () => {
    mkdirSync(join(a, 'evals'), { recursive: true });
    writeFileSync(
      join(a, 'evals/trigger-queries.json'),
      JSON.stringify([{ query: 'Do a things', should_trigger: true }]),
    );
    const connection = await service?.handlers.saveModelConnection({
      label: 'Nowhere',
      provider: 'openai-compatible',
      baseUrl: 'http://127.0.0.1:9/v1',
      model: 'm',
    });
    return {
      dir: a,
      agent: 'claude-code' as const,
      connection: connection?.id ?? '',
      runs: 1,
      competitors: 'library' as const,
    };
  };
  return {
    listLibraries: {},
    addLibrary: { path: root },
    removeLibrary: { root: join(root, 'not-a-library') },
    listSkills: {},
    readSkill: { dir: join(root, 'a') },
    readFile: { path: join(root, 'a/SKILL.md') },
    saveFile: { path: join(root, 'a/notes.md'), text: 'notes\n', baseHash: null },
    createSkill: { root, name: 'created', template: 'blank' },
    renameSkill: { dir: join(root, 'created'), newName: 'renamed' },
    renameFile: { path: join(root, 'a/notes.md'), newName: 'NOTES.md' },
    duplicateSkill: { dir: join(root, 'a'), newName: 'copy' },
    deleteSkill: { dir: join(root, 'copy') },
    createFile: { dir: a, path: 'references/guide.md' },
    createFolder: { dir: a, path: 'assets' },
    checkAdd: { dir: a, into: 'assets', names: ['logo.png', '../x'] },
    addFiles: { dir: a, into: 'assets', sources: [outside], clash: 'keep-both' },
    moveEntry: { dir: a, from: 'references/guide.md', to: 'references/moved.md' },
    trashEntry: { dir: a, path: 'references/moved.md' },
    listTrash: {},
    restoreTrash: async () => ({
      id: (await service?.handlers.listTrash({}))?.find((e) => e.id)?.id ?? '',
      conflict: 'keep-both',
    }),
    emptyTrash: {},
    setExecutable: { dir: a, path: 'SKILL.md', executable: false },
    showInFolder: { path: join(a, 'SKILL.md') },
    validate: { dir: join(root, 'a'), profile: 'claude-ai' },
    reviewSkill: { dir: join(root, 'a') },
    simulate: { agent: 'hello-agents', skill: 'a', args: 'x' },
    searchText: { query: 'body' },
    readAgentSettings: {},
    setAgentSettings: { claudeCode: { skillListingMaxDescChars: 200 } },
    readLastOpen: {},
    setLastOpen: { skill: a, file: join(a, 'SKILL.md'), view: 'agent', agent: 'codex' },
    readUiPrefs: {},
    setUiPrefs: { guideDismissed: true },
    readTargets: {},
    setTargets: { root, targets: ['claude-code', 'codex'] },
    readHiddenAdvice: { dir: join(root, 'a') },
    setAdviceHidden: { dir: join(root, 'a'), code: 'readme-in-skill', hidden: true },
    listModelConnections: {},
    // Port 9 (discard) on loopback: nothing answers, so the test is quick and sends nowhere.
    saveModelConnection: {
      label: 'Local',
      provider: 'openai-compatible',
      baseUrl: 'http://127.0.0.1:9/v1',
      model: 'm',
    },
    setModelKey: async () => ({ id: await connectionId(), key: 'sk-sample' }),
    clearModelKey: async () => ({ id: await connectionId() }),
    testModelConnection: async () => ({ id: await connectionId(), job: 'test-1' }),
    removeModelConnection: async () => ({ id: await connectionId() }),
    estimateTriggerTest: triggerSetup,
    runTriggerTest: async () => ({
      ...(await triggerSetup()),
      job: 'triggers-1',
      concurrency: 1,
      threshold: 0.5,
    }),
    listTriggerRuns: { dir: a },
    // Stopped before it starts (a cancel may come first), so nothing is sent to port 9.
    suggestTriggerQueries: async () => {
      await service?.handlers.cancelJob({ job: 'suggest-1' });
      const { dir, connection } = await triggerSetup();
      return { dir, connection, language: 'zh', job: 'suggest-1' };
    },
    // Stopped before it starts too: it answers round 0 cut short, with nothing sent.
    optimizeTriggerDescription: async () => {
      await service?.handlers.cancelJob({ job: 'optimize-1' });
      return {
        ...(await triggerSetup()),
        job: 'optimize-1',
        concurrency: 1,
        threshold: 0.5,
        rounds: 1,
      };
    },
    readEvals: { dir: a },
    saveEvals: {
      dir: a,
      file: { skill_name: 'a', evals: [{ ...EVAL, extra: { note: [1, null] } }], extra: {} },
      baseHash: null,
    },
    // Stopped before it starts, as suggestTriggerQueries: nothing is sent to port 9.
    suggestEvals: async () => {
      await service?.handlers.cancelJob({ job: 'suggest-evals-1' });
      const { dir, connection } = await triggerSetup();
      return { dir, connection, job: 'suggest-evals-1' };
    },
    // Stopped before it starts: an iteration with no run, its benchmark empty.
    runEvals: async () => {
      await service?.handlers.cancelJob({ job: 'evals-1' });
      const { dir, agent, connection } = await triggerSetup();
      writeFileSync(
        join(a, 'evals/evals.json'),
        JSON.stringify({ skill_name: 'a', evals: [EVAL] }),
      );
      return { dir, agent, connection, runs: 1, concurrency: 1, job: 'evals-1' };
    },
    // Counted, nothing sent (the evals file written by runEvals above).
    estimateEvals: async () => {
      const { dir, agent, connection } = await triggerSetup();
      return { dir, agent, connection, runs: 2 };
    },
    findAgentClis: {},
    listEvalIterations: { dir: a },
    readEvalIteration: () => {
      mkdirSync(join(root, 'a-workspace/iteration-7'), { recursive: true });
      return { dir: a, iteration: 7 };
    },
    recordFeedback: () => {
      mkdirSync(join(root, 'a-workspace/iteration-7'), { recursive: true });
      return {
        dir: a,
        iteration: 7,
        evalId: 1,
        picked: { configuration: 'with_skill', run: 1 },
        other: { configuration: 'without_skill', run: 1 },
        note: 'clearer',
      };
    },
    listHistory: { dir: a },
    versionFiles: async () => ({ dir: a, version: await newestVersion() }),
    readVersion: async () => ({ dir: a, version: await newestVersion(), file: 'SKILL.md' }),
    restoreVersion: async () => ({
      dir: a,
      version: await newestVersion(),
      file: 'SKILL.md',
      expect: { 'SKILL.md': await diskHash(join(a, 'SKILL.md')) },
    }),
    nameVersion: async () => ({ dir: a, version: await newestVersion(), name: 'Sent to the team' }),
    linkHistory: { dir: a, from: join(root, 'gone') },
    readHistorySettings: {},
    setHistorySettings: { maxAgeDays: 30 },
    // The library is no repository here ('not-a-repo'); the next two make it one first.
    gitHistory: { dir: a },
    readGitVersion: () => ({ dir: a, commit: committedRepo(root), file: 'SKILL.md' }),
    commitSkill: () => {
      writeFileSync(join(a, 'notes.md'), 'more notes\n');
      return { dir: a, message: 'Sent to the team' };
    },
    packageSkills: { dirs: [join(root, 'a')], format: 'skill' },
    exportSkills: { dirs: [join(root, 'a')], format: 'agent-plugin' },
    scanImport: { path: upload },
    importArchive: { path: upload, root, conflict: 'rename' },
    listAgents: {},
    installSkills: {
      dirs: [a],
      agents: ['claude-code', 'codex'],
      scope: 'personal',
      mode: 'copy',
      conflict: 'refuse',
    },
    listInstalls: {},
    listLockedSkills: {},
    updateInstalls: { targets: [installed] },
    // An update that replaced the copy, so there is one to undo.
    undoInstallUpdate: async () => {
      writeFileSync(join(a, 'SKILL.md'), skillMd('a', 'Newer in the library. Use when asked.'));
      await service?.handlers.updateInstalls({ targets: [installed] });
      return { target: installed };
    },
    compareInstall: { target: installed },
    pullBack: async () => {
      writeFileSync(join(installed, 'SKILL.md'), skillMd('a', 'Changed there. Use when asked.'));
      const compared = await service?.handlers.compareInstall({ target: installed });
      return {
        target: installed,
        files: (compared?.files ?? []).map((f) => ({
          path: f.path,
          here: f.here?.hash ?? null,
          there: f.there?.hash ?? null,
        })),
      };
    },
    uninstallSkill: { target: installed },
    browseFolders: { path: root },
    browseNewFolder: { parent: root, name: 'new-folder' },
    listRecentFolders: {},
    forgetRecentFolder: { path: root },
    pickPath: { kind: 'folder' },
    cancelJob: { job: 'no-such-job' },
  };
}

describe('the contract', () => {
  it('every call has input and output schemas, and the name lists match the tables', () => {
    expect(Object.keys(CALLS)).toEqual([...CALL_NAMES]);
    expect(Object.keys(EVENTS)).toEqual([...EVENT_NAMES]);
    for (const name of CALL_NAMES) {
      expect(typeof CALLS[name].input.safeParse).toBe('function');
      expect(typeof CALLS[name].output.safeParse).toBe('function');
    }
  });

  it('every call has a method in the preload', async () => {
    await import('../../electron/preload/index');
    for (const name of CALL_NAMES) expect(typeof ipc.exposed[name]).toBe('function');
  });

  it('every call has a service handler whose real output matches its schema and survives structuredClone', async () => {
    const { service, root, home } = await startService({ 'a/SKILL.md': skillMd('a') }, false, {
      copyFromPaths: true,
    });
    expect(Object.keys(service.handlers).sort()).toEqual([...CALL_NAMES].sort());
    const packaged = await service.handlers.packageSkills({
      dirs: [join(root, 'a')],
      format: 'zip',
    });
    const upload = await service.receiveUpload(
      'a.zip',
      createReadStream(packaged.written?.path ?? ''),
      1e9,
    );
    const outside = join(tempTree({ 'logo.png': 'PNG' }), 'logo.png');
    const inputs = samples(root, upload, outside, service, home);
    for (const name of CALL_NAMES) {
      const sample = inputs[name];
      const input = CALLS[name].input.parse(
        typeof sample === 'function' ? await (sample as () => Promise<unknown>)() : sample,
      );
      const output = await (service.handlers[name] as (i: unknown) => Promise<unknown>)(input);
      const parsed = CALLS[name].output.safeParse(output);
      expect(parsed.success, `${name}: ${JSON.stringify(parsed.error?.issues[0])}`).toBe(true);
      expect(structuredClone(output)).toEqual(output);
      expect(structuredClone(input)).toEqual(input);
    }
  });

  it('every event payload the service emits matches its schema and survives structuredClone', async () => {
    const { service, root } = await startService({ 'a/SKILL.md': skillMd('a') });
    const seen: [string, unknown][] = [];
    service.events.onAny((event, payload) => seen.push([event, payload]));
    await service.handlers.createSkill({ root, name: 'b', template: 'blank' });
    const other = tempTree();
    await service.handlers.addLibrary({ path: other });
    const file = join(root, 'a/SKILL.md');
    await service.handlers.saveFile({ path: file, text: 'x', baseHash: 'stale' });
    // filesChanged comes from the watcher, later: wait until each has been seen.
    const expected = [
      'filesChanged',
      'historyChanged',
      'librariesChanged',
      'saveConflict',
      'skillsChanged',
    ];
    const names = () => [...new Set(seen.map(([event]) => event))].sort();
    await vi.waitFor(() => expect(names()).toEqual(expected), { timeout: 15_000 });
    for (const [event, payload] of seen) {
      expect(EVENTS[event as keyof typeof EVENTS].safeParse(payload).success, event).toBe(true);
      expect(structuredClone(payload)).toEqual(payload);
    }
  });

  it('every call has a route in the web host', async () => {
    const { service } = await startService({ 'a/SKILL.md': skillMd('a') }, false);
    const host = await startWebHost({ service: localEndpoint(service), rendererDir: tempTree() });
    const token = new URL(host.url).searchParams.get('token') ?? '';
    try {
      for (const name of CALL_NAMES) {
        const status = await new Promise<number>((resolve, reject) => {
          const req = request(
            {
              host: '127.0.0.1',
              port: host.port,
              // The session's calls live under its secret path.
              path: `/s/${token}/api/call/${name}`,
              method: 'POST',
              headers: { origin: `http://127.0.0.1:${host.port}` },
            },
            (res) => {
              res.resume();
              resolve(res.statusCode ?? 0);
            },
          );
          req.on('error', reject);
          req.end('{}');
        });
        expect(status, name).toBe(200);
      }
    } finally {
      await host.close();
    }
  });
});
