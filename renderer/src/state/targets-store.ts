/**
 * Where each library's skills will be used (its targets), as the service keeps them
 * (readTargets / setTargets): read when the libraries change, so a reload, a new browser and a
 * restart all find them. A library whose targets were never chosen is checked against the
 * specification (DEFAULT_TARGETS) until they are; the dialog that chooses them is opened from
 * the toolbar, the editor, and once after the first-start guide.
 */
import { create } from 'zustand';
import { DEFAULT_TARGETS, orderedTargets } from '../../../shared/skill/targets';
import type { ProfileId } from '../../../shared/skill/types';
import { isInside } from '../../../shared/studio/paths';
import { errorText } from '../i18n/service-text';
import { toast } from '../ui/toasts';
import { useLibrary } from './library-store';
import { studio } from './studio';

interface TargetsState {
  /** The chosen targets of each library that has them, by root. */
  byRoot: Readonly<Record<string, readonly ProfileId[]>>;
  /** The service answered once (until then nothing is offered on its own). */
  loaded: boolean;
  /** The library whose targets the dialog is choosing, while it is open. */
  choosing?: string;
}

/** The targets store. */
export const useTargets = create<TargetsState>()(() => ({ byRoot: {}, loaded: false }));

/** The targets a library is checked for: its chosen ones, or the specification alone. */
export function targetsOf(
  byRoot: Readonly<Record<string, readonly ProfileId[]>>,
  root: string | undefined,
): readonly ProfileId[] {
  return (root !== undefined && byRoot[root]) || DEFAULT_TARGETS;
}

/** The library a folder lies in (the longest root holding it), if any. */
export function libraryOf(roots: readonly string[], dir: string | undefined): string | undefined {
  if (dir === undefined) return undefined;
  let best: string | undefined;
  for (const root of roots)
    if (isInside(root, dir) && root.length > (best?.length ?? -1)) best = root;
  return best;
}

/** The library of the selected skill, or else the first one: the one the toolbar speaks of. */
export function useCurrentLibrary(): string | undefined {
  return useLibrary((s) => {
    const roots = s.libraries.map((l) => l.root);
    return libraryOf(roots, s.selected) ?? roots[0];
  });
}

/** True when the shown library's skills will be uploaded to Claude.ai (its name rule applies). */
export function useUploadTarget(): boolean {
  const root = useCurrentLibrary();
  return useTargets((s) => targetsOf(s.byRoot, root).includes('claude-ai'));
}

/** Reads every open library's targets from the service. */
export async function loadTargets(): Promise<void> {
  const { byRoot } = await studio().readTargets({});
  useTargets.setState({ byRoot, loaded: true });
}

/** Keeps `targets` as the library's (at once here, then by the service; undone if it refuses). */
export async function chooseTargets(root: string, targets: readonly ProfileId[]): Promise<void> {
  const before = useTargets.getState().byRoot;
  useTargets.setState({ byRoot: { ...before, [root]: orderedTargets(targets) } });
  try {
    const kept = await studio().setTargets({ root, targets: [...targets] });
    useTargets.setState((s) => ({ byRoot: { ...s.byRoot, [root]: kept.targets } }));
  } catch (error) {
    useTargets.setState({ byRoot: before });
    toast(errorText(error), 'error');
  }
}

/** Opens the dialog choosing a library's targets. */
export function openTargets(root: string): void {
  useTargets.setState({ choosing: root });
}

/** Closes it. */
export function closeTargets(): void {
  useTargets.setState({ choosing: undefined });
}

/**
 * Offers the choice once the first-start guide is closed, for the library shown (or the first
 * one) when it has no targets yet: a first run ends on where the skills will be used.
 */
export function offerTargetsAfterGuide(): void {
  const { libraries, selected } = useLibrary.getState();
  const roots = libraries.map((l) => l.root);
  const root = libraryOf(roots, selected) ?? roots.find((r) => !useTargets.getState().byRoot[r]);
  if (root !== undefined && !useTargets.getState().byRoot[root]) openTargets(root);
}

/** Reads the targets whenever the open libraries change, and follows other windows' choices; returns the unsubscribe. */
export function wireTargets(): () => void {
  let roots = '';
  const read = () => {
    const now = useLibrary
      .getState()
      .libraries.map((l) => l.root)
      .join('\n');
    if (now === roots) return;
    roots = now;
    // Not answered: the libraries are checked against the specification meanwhile.
    loadTargets().catch(() => undefined);
  };
  const offs = [
    useLibrary.subscribe(read),
    // Chosen in another window: followed here at once.
    studio().on('targetsChanged', ({ root, targets }) =>
      useTargets.setState((s) => ({ byRoot: { ...s.byRoot, [root]: targets } })),
    ),
  ];
  read();
  return () => {
    for (const off of offs) off();
  };
}
