// @vitest-environment happy-dom
/**
 * A refusal at an agent folder names the agent once: "Not installed for HelloAgents: it has no
 * personal skills folder", in English and in Chinese. Before, the line read "HelloAgents has
 * no folder for this: HelloAgents has no personal skills folder" (and "… has no folder for
 * this: a project install needs the project folder" where a folder was not the problem).
 */
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installMessage } from '../../../../shared/install/messages';
import type { TargetOutcome } from '../../../../shared/install/outcomes';
import { InstallResults } from '../../../../renderer/src/features/install/install-results';
import { useUi } from '../../../../renderer/src/state/ui-store';

afterEach(() => {
  cleanup();
  useUi.setState({ locale: 'en' });
});

const refused = (
  agent: TargetOutcome['agent'],
  detail: TargetOutcome['failure'],
): TargetOutcome => ({
  dir: '/lib/tidy',
  name: 'tidy',
  agent,
  scope: 'personal',
  folder: '',
  target: '',
  status: 'refused',
  readBy: [],
  sharedWith: [],
  ...(detail && { failure: detail }),
});

const results = [
  refused('hello-agents', {
    kind: 'no-folder',
    detail: installMessage('install.no-personal-folder'),
  }),
  refused('claude-code', { kind: 'no-folder', detail: installMessage('install.no-project') }),
];

function lines(): (string | null)[] {
  render(
    <InstallResults
      results={results}
      folders={[]}
      busy={false}
      onRetry={() => undefined}
      onKeep={() => undefined}
    />,
  );
  return [...document.querySelectorAll('.install-results li')].map((li) => li.textContent);
}

describe('InstallResults', () => {
  it('says which agent once, in English', () => {
    expect(lines()).toEqual([
      'Not installed for HelloAgents: it has no personal skills folder',
      'Not installed for Claude Code: a project install needs the project folder',
    ]);
  });

  it('and in Chinese', () => {
    useUi.setState({ locale: 'zh' });
    expect(lines()).toEqual([
      '没有为 HelloAgents 安装：它没有个人技能文件夹',
      '没有为 Claude Code 安装：项目安装需要项目文件夹',
    ]);
  });
});
