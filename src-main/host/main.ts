/**
 * `node dist/host/main.cjs [--port N] [--data-dir DIR] [--league FILE]`: serves Pitwall to a browser on
 * 127.0.0.1 and prints the URL (with this start's token). `npm start` falls back to this where Electron
 * cannot run. The start itself, and the rulesets a build may add, are in ./start.ts.
 */
import { runHost } from './start';

runHost();
