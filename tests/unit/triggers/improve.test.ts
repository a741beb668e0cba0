/**
 * The improver's prompt and the reading of its reply, held to skill-creator's
 * improve_description.py (anthropics/skills b0cbd3df1533b396d281a6886d5132f623393a9c): the
 * failures split into "FAILED TO TRIGGER" and "FALSE TRIGGERS" with triggers/runs, the earlier
 * attempts with their train results only, the whole SKILL.md, the hard limit; the description
 * from the first <new_description> tags, stripped of white space then of quotes, the text
 * before the tags the reasoning; a reply without tags is no description.
 */
import { describe, expect, it } from 'vitest';
import {
  improvePrompt,
  improveRequest,
  readImproveReply,
  retryPrompt,
  type ImproveInput,
} from '../../../shared/triggers/improve';
import { queryResult } from '../../../shared/triggers/stats';

const r = (query: string, should: boolean, outcomes: number) =>
  queryResult(
    { query, should_trigger: should },
    Array.from({ length: 3 }, (_, i) => (i < outcomes ? 'triggered' : 'not-triggered')),
  );

const TRAIN = [
  r('Do my expenses', true, 0),
  r('File a mileage claim', true, 3),
  r('Merge two PDFs', false, 2),
];

const input = (over: Partial<ImproveInput> = {}): ImproveInput => ({
  agent: 'claude-code',
  skillName: 'expenses',
  skillContent: '---\nname: expenses\ndescription: Old.\n---\n\nThe body of the skill.\n',
  currentDescription: 'Old.',
  train: TRAIN,
  history: [{ description: 'Old.', train: TRAIN }],
  ...over,
});

describe('improvePrompt', () => {
  it("lists the failures as skill-creator does, with each query's triggers out of its runs", () => {
    const prompt = improvePrompt(input());
    expect(prompt).toContain(
      'You are optimizing a skill description for a Claude Code skill called "expenses".',
    );
    expect(prompt).toContain('<current_description>\n"Old."\n</current_description>');
    expect(prompt).toContain('Current scores (Train: 1/3):');
    expect(prompt).toContain(
      'FAILED TO TRIGGER (should have triggered but didn\'t):\n  - "Do my expenses" (triggered 0/3 times)\n\n',
    );
    expect(prompt).toContain(
      'FALSE TRIGGERS (triggered but shouldn\'t have):\n  - "Merge two PDFs" (triggered 2/3 times)\n\n',
    );
    expect(prompt).not.toContain('- "File a mileage claim"');
    expect(prompt).toContain('<skill_content>\n---\nname: expenses');
    expect(prompt).toContain('There is a hard limit of 1024 characters');
    expect(prompt).toContain('<new_description> tags');
  });

  it('shows earlier attempts with train results, and a candidate not run with its note', () => {
    const prompt = improvePrompt(
      input({
        history: [
          { description: 'Old.', train: TRAIN },
          { description: 'Too long.', note: 'Not run: too long.' },
        ],
      }),
    );
    expect(prompt).toContain(
      '<attempt train=1/3>\nDescription: "Old."\nTrain results:\n  [FAIL] "Do my expenses" (triggered 0/3)\n  [PASS] "File a mileage claim" (triggered 3/3)\n  [FAIL] "Merge two PDFs" (triggered 2/3)\n</attempt>',
    );
    expect(prompt).toContain(
      '<attempt not run>\nDescription: "Too long."\nNote: Not run: too long.\n</attempt>',
    );
    // Test scores never reach the improver: it is given none to show.
    expect(prompt).not.toMatch(/test=/i);
  });

  it('names the agent of the listing, and a lower cap as the hard limit', () => {
    const prompt = improvePrompt(input({ agent: 'codex', limit: 500 }));
    expect(prompt).toContain('for a Codex skill called "expenses"');
    expect(prompt).toContain("The description appears in Codex's skill listing.");
    expect(prompt).toContain('hard limit of 500 characters');
    expect(prompt).not.toContain('Claude');
  });

  it('is one user turn with no tools', () => {
    expect(improveRequest('P')).toMatchObject({
      system: '',
      tools: [],
      messages: [{ role: 'user', text: 'P' }],
    });
  });

  it('asks again quoting the answer and what is wrong with it', () => {
    const again = retryPrompt('P', 'Long one.', ['Too long.', 'Cut by Claude Code.']);
    expect(again.startsWith('P\n\n---\n\n')).toBe(true);
    expect(again).toContain('"Long one."\n\n- Too long.\n- Cut by Claude Code.');
  });
});

describe('readImproveReply', () => {
  it('reads the first tagged description, stripped, and keeps the reasoning before it', () => {
    const reply = readImproveReply(
      'I broadened it to travel.\n<new_description>\n  "Use this skill for expenses and travel claims."  \n</new_description>\n<new_description>second</new_description>',
    );
    expect(reply).toEqual({
      ok: true,
      description: 'Use this skill for expenses and travel claims.',
      reasoning: 'I broadened it to travel.',
    });
  });

  it('refuses a reply without tags', () => {
    expect(readImproveReply('  Use this skill for expenses.  ')).toEqual({
      ok: false,
      reasoning: 'Use this skill for expenses.',
    });
  });
});
