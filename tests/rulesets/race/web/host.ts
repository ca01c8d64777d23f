// The browser host with the race meeting test ruleset added, serving the page bundled beside this bundle (../build.ts).
import path from 'node:path';
import { runHost } from '../../../../src-main/host/start';
import { raceMain } from '../entries';

runHost({ rulesets: [raceMain], rendererDir: path.join(__dirname, 'renderer') });
