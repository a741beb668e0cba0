/**
 * The entry of the service's process (bundled as out/main/service.cjs for the desktop app and
 * dist/cli/service-process.mjs for `serve`): the service over the link to whichever host
 * started it (service-process.ts).
 */
import { parentLinkOf } from './parent-link';
import { runServiceProcess } from './service-process';

const link = parentLinkOf(process);
if (link) runServiceProcess(link, (code) => process.exit(code));
else {
  process.stderr.write('This is the service of Skill Studio; it is started by the app.\n');
  process.exitCode = 2;
}
