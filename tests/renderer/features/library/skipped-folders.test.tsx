// @vitest-environment happy-dom
/**
 * The skipped folders under the library list: the count opens to each folder (its library's
 * name and path) and why, in English and in Chinese; nothing at all when none was skipped.
 * Before, the UI showed the count only and the reasons were English strings.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { discoveryMessage } from '../../../../shared/i18n/discovery-messages';
import { fsMessage } from '../../../../shared/i18n/fs-messages';
import type { LibraryInfo } from '../../../../shared/ipc/contract';
import { SkippedFolders } from '../../../../renderer/src/features/library/skipped-folders';
import type { LibraryList } from '../../../../renderer/src/state/library-store';
import { useUi } from '../../../../renderer/src/state/ui-store';

afterEach(() => {
  cleanup();
  useUi.setState({ locale: 'en' });
});

const library = (root: string, name: string): LibraryInfo => ({
  root,
  name,
  exists: true,
  bundled: false,
  skillCount: 0,
  checking: false,
});
const libraries = [library('/home/a/skills', 'skills'), library('/home/a/work', 'work')];
const lists: Record<string, LibraryList> = {
  '/home/a/skills': {
    skills: [],
    skipped: [
      { rel: 'near', reason: discoveryMessage('discovery.skill-md-case', { name: 'Skill.md' }) },
      {
        rel: 'broken',
        reason: discoveryMessage('discovery.broken-link', { reason: fsMessage('fs.not-found') }),
      },
    ],
    version: 0,
  },
  '/home/a/work': {
    skills: [],
    skipped: [{ rel: '', reason: discoveryMessage('discovery.root-gone') }],
    version: 0,
  },
};

/** The opened list's lines. */
function opened(): string[] {
  fireEvent.click(screen.getByText(/skipped|跳过/));
  return [...document.querySelectorAll('.skipped-folders li')].map((li) => li.textContent);
}

describe('SkippedFolders', () => {
  it('opens to each skipped folder and why, in English', () => {
    render(<SkippedFolders libraries={libraries} lists={lists} />);
    expect(screen.getByText('3 folders skipped')).toBeTruthy();
    expect(opened()).toEqual([
      'skills/near: has "Skill.md" but not "SKILL.md": the file name must be SKILL.md in capitals',
      'skills/broken: a broken symbolic link (it does not exist)',
      'work: the library folder does not exist (it may have been moved or deleted)',
    ]);
  });

  it('draws no folder line until it is opened', () => {
    render(<SkippedFolders libraries={libraries} lists={lists} />);
    expect(document.querySelectorAll('.skipped-folders li')).toHaveLength(0);
    expect(opened()).toHaveLength(3);
  });

  it('and in Chinese, with no English left', () => {
    useUi.setState({ locale: 'zh' });
    render(<SkippedFolders libraries={libraries} lists={lists} />);
    expect(screen.getByText('跳过了 3 个文件夹')).toBeTruthy();
    expect(opened()).toEqual([
      'skills/near：有“Skill.md”但没有“SKILL.md”：文件名必须是大写的 SKILL.md',
      'skills/broken：损坏的符号链接（它不存在）',
      'work：库文件夹不存在（它可能已被移动或删除）',
    ]);
  });

  it('shows nothing when no folder was skipped', () => {
    const { container } = render(
      <SkippedFolders
        libraries={libraries}
        lists={{ '/home/a/skills': { skills: [], skipped: [], version: 0 } }}
      />,
    );
    expect(container.innerHTML).toBe('');
  });
});
