/**
 * What the trigger calls read of a skill, through the service's one way of reading: a regular
 * file only (a pipe or a device is refused, never waited for) that lies inside the open
 * libraries once opened (a link leading out is refused), so nothing from elsewhere on the
 * computer is ever sent to a model.
 */
import { join } from 'node:path';
import type { Fence } from '../../link-fence';
import { isMissing, readRegularFileSync } from '../../regular-file';

/** The text of `rel` in the skill folder `dir`; undefined when there is nothing there. */
export function skillText(dir: string, rel: string, fence: Fence): string | undefined {
  try {
    return readRegularFileSync(join(dir, rel), { fence }).toString('utf8');
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}
