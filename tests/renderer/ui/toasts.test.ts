/**
 * The toast store (renderer/src/ui/toasts.tsx): at most four messages, the oldest out first,
 * each call its own toast; a notice from the service that comes again while it shows is one
 * toast, not two stacked alike, with its time started again; information fades after four
 * seconds, errors stay until dismissed.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notice, toast, useToasts } from '../../../renderer/src/ui/toasts';

const shown = () => useToasts.getState().toasts.map((t) => `${t.tone}:${t.text}`);

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useToasts.setState({ toasts: [] });
  });
  afterEach(() => vi.useRealTimers());

  it('keeps four at most, the newest last, one per call', () => {
    for (const text of ['a', 'b', 'c', 'd', 'e']) toast(text);
    expect(shown()).toEqual(['info:b', 'info:c', 'info:d', 'info:e']);
    toast('Saved SKILL.md.');
    toast('Saved SKILL.md.');
    expect(shown()).toEqual(['info:d', 'info:e', 'info:Saved SKILL.md.', 'info:Saved SKILL.md.']);
  });

  it('shows a notice that comes again while it shows once, its time started again', () => {
    notice('Library read again');
    vi.advanceTimersByTime(3000);
    toast('Saved');
    notice('Library read again');
    expect(shown()).toEqual(['info:Saved', 'info:Library read again']);
    // The first one's four seconds are over; the repeat's are not.
    vi.advanceTimersByTime(1500);
    expect(shown()).toEqual(['info:Saved', 'info:Library read again']);
    vi.advanceTimersByTime(2600);
    expect(shown()).toEqual([]);
    // The same words as an error are another message.
    notice('Disk full', 'error');
    notice('Disk full');
    expect(shown()).toEqual(['error:Disk full', 'info:Disk full']);
    vi.advanceTimersByTime(10_000);
    expect(shown()).toEqual(['error:Disk full']);
  });
});
