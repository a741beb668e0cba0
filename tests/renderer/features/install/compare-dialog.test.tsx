// @vitest-environment happy-dom
/**
 * The comparison names what it could not read in the agent folder (a named pipe, a folder
 * nested too deep), in the user's language, and never says such a copy is the same as the
 * library.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fsMessage } from '../../../../shared/i18n/fs-messages';
import type { InstalledCopy } from '../../../../shared/install/outcomes';
import type { StudioApi } from '../../../../shared/ipc/contract';
import { CompareDialog } from '../../../../renderer/src/features/install/compare-dialog';
import { installBridge } from '../../../../renderer/src/state/studio';
import { useUi } from '../../../../renderer/src/state/ui-store';

afterEach(() => {
  cleanup();
  useUi.setState({ locale: 'en' });
});

const copy: InstalledCopy = {
  dir: '/lib/tidy',
  target: '/home/a/.claude/skills/tidy',
  agent: 'claude-code',
  scope: 'personal',
  mode: 'copy',
  state: 'changed-there',
  readBy: ['claude-code'],
};

function answering() {
  installBridge({
    api: {
      compareInstall: () =>
        Promise.resolve({
          dir: copy.dir,
          target: copy.target,
          files: [],
          unreadable: [{ path: 'notes.md', reason: fsMessage('fs.is-pipe') }],
        }),
      on: () => () => undefined,
    } as unknown as StudioApi,
    host: 'browser',
    onReconnect: () => () => undefined,
  });
}

describe('CompareDialog', () => {
  it('names what was not read, in English and in Chinese', async () => {
    answering();
    render(<CompareDialog copy={copy} path="~/.claude/skills/tidy" onClose={() => undefined} />);
    expect(
      await screen.findByText('Not read in the agent folder: notes.md (it is a named pipe).'),
    ).toBeTruthy();
    expect(screen.queryByText('The copy is the same as the library.')).toBeNull();
    cleanup();
    useUi.setState({ locale: 'zh' });
    render(<CompareDialog copy={copy} path="~/.claude/skills/tidy" onClose={() => undefined} />);
    expect(
      await screen.findByText('未读取智能体文件夹中的：notes.md（它是命名管道）。'),
    ).toBeTruthy();
  });
});
