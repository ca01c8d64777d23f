import { runCli } from './league';

runCli(process.argv.slice(2)).then((code) => process.exit(code));
