/**
 * A counter that moves whenever the service reports a file changed inside any of some folders,
 * for views that show what is on disk (the package check, the agent view) to read it again.
 */
import { useEffect, useState } from 'react';
import { isInside } from '../../../shared/studio/paths';
import { studio } from './studio';

/** Changes value each time something inside `dirs` changes on disk. */
export function useDiskChanges(dirs: readonly string[]): number {
  const [tick, setTick] = useState(0);
  const key = dirs.join('\n');
  useEffect(() => {
    const watched = key.split('\n');
    return studio().on('filesChanged', ({ paths }) => {
      if (paths.some((p) => watched.some((dir) => isInside(dir, p) || isInside(p, dir))))
        setTick((t) => t + 1);
    });
  }, [key]);
  return tick;
}
