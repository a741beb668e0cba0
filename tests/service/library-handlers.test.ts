/**
 * listSkills with a limit (library-handlers.ts): the first skills of each library in path
 * order and how many there are in all, for the page to show a large library's first screen
 * before the rest; without one, or when the library is no larger, every skill as before. Each
 * answer is a list of its own (the index keeps one sorted list for every caller).
 */
import { describe, expect, it } from 'vitest';
import { dispatchCall } from '../../shared/ipc/dispatch';
import { startService } from '../helpers/service';
import { skillMd } from '../helpers/temp';

const library = Object.fromEntries(
  ['e', 'a', 'c', 'b', 'd'].map((name) => [`${name}/SKILL.md`, skillMd(name)]),
);

describe('listSkills with a limit', () => {
  it('answers the first skills in path order and the total, then every one as without it', async () => {
    const { service } = await startService(library, false);
    const [first] = await service.handlers.listSkills({ limit: 2 });
    expect(first?.skills.map((s) => s.rel)).toEqual(['a', 'b']);
    expect(first?.total).toBe(5);
    const [whole] = await service.handlers.listSkills({});
    expect(whole?.skills.map((s) => s.rel)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(whole?.total).toBeUndefined();
    // No larger than the limit: the whole list, and no total (nothing more to come).
    const [all] = await service.handlers.listSkills({ limit: 5 });
    expect(all).toEqual(whole);
  });

  it("an answer is the caller's own: changing it changes no later answer", async () => {
    const { service } = await startService(library, false);
    const [whole] = await service.handlers.listSkills({});
    whole?.skills.reverse();
    whole?.skills.pop();
    const [again] = await service.handlers.listSkills({});
    expect(again?.skills.map((s) => s.rel)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('refuses a limit that is not a positive whole number, saying where', async () => {
    const { service } = await startService(library, false);
    for (const limit of [0, -1, 1.5, 'ten']) {
      const answer = await dispatchCall(service.handlers, 'listSkills', { limit });
      expect(answer.ok).toBe(false);
      expect(answer.ok ? '' : answer.error.message).toContain('listSkills: limit: ');
    }
  });
});
