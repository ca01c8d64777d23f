/**
 * The rulesets built into this version, for every process (issue 21): the ONE list a ruleset in the build is added
 * to here, its shared entry (engine module and channels). The engine's registry and the IPC contract read it when they
 * load (a ruleset's engine and contract import neither, so no cycle runs through here), and the contract's types
 * (`ChannelName`, `InputOf`, `ResultOf`) are read off this tuple, so it stays `as const`. The main process and the page
 * list each ruleset's entry of theirs once more (src-main/rulesets/build.ts, src-renderer/rulesets/build.ts), each
 * carrying this entry, and check they list exactly these.
 */
import { dethmetalShared } from './dethmetal';
import { battlecarsShared } from './battlecars';
import { dirtyWheelsShared } from './dirtywheels';
import { hexrpgShared } from './hexrpg';

export const BUILD_RULESETS = [dethmetalShared, dirtyWheelsShared, battlecarsShared, hexrpgShared] as const;
