// `node scripts/test-cpu.mjs [--json out.json] -- <command …>`: runs a command (a Playwright run, usually) and prints
// the CPU seconds (user and sys) its processes burned, grouped by role: Chromium's browser, renderer, GPU and utility
// processes, the hosts, Playwright's runner and workers. Wall times on a shared two-core machine swing with the load;
// CPU seconds hardly do, so compare changes with this, back to back (ARCHITECTURE.md, "Test budget").
// It samples /proc every 150 ms and keeps each process's last reading (a process's last 150 ms may be missed).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';

const argv = process.argv.slice(2);
const jsonAt = argv[0] === '--json' ? argv[1] : undefined;
const cmd = argv.slice(argv.indexOf('--') + 1);
if (!cmd.length || !argv.includes('--')) {
  console.error('usage: node scripts/test-cpu.mjs [--json out.json] -- <command …>');
  process.exit(2);
}
const TICKS = 100; // USER_HZ on Linux

function readStat(pid) {
  try {
    const s = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = s.slice(s.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(f[1]), user: Number(f[11]), sys: Number(f[12]) };
  } catch {
    return null;
  }
}

/** What a process is, from its command line ('' once it has exited: keep what it was). */
function roleOf(pid) {
  let c = '';
  try {
    c = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {}
  if (!c) return '';
  if (/^\S*chromium\/chrom\S*/.test(c)) {
    const type = /--type=(\S+)/.exec(c)?.[1];
    if (!type) return 'chromium browser';
    if (type === 'utility') return `chromium utility ${(/--utility-sub-type=(\S+)/.exec(c)?.[1] ?? '').split('.').pop()}`;
    return `chromium ${type}`;
  }
  if (/dist\/host\/main\.cjs|src-main\/host\/main\.ts/.test(c)) return 'host (node)';
  if (/workerProcessEntry|workerMain/.test(c)) return 'playwright worker (node)';
  if (/playwright|@playwright/.test(c)) return 'playwright runner (node)';
  return `other: ${c.slice(0, 50)}`;
}

const seen = new Map(); // pid -> { role, user, sys }
const child = spawn(cmd[0], cmd.slice(1), { stdio: 'inherit' });
const started = Date.now();
const loadBefore = os.loadavg()[0];

function sample() {
  const stats = new Map();
  const children = new Map();
  for (const e of readdirSync('/proc')) {
    if (!/^\d+$/.test(e)) continue;
    const s = readStat(e);
    if (!s) continue;
    stats.set(Number(e), s);
    if (!children.has(s.ppid)) children.set(s.ppid, []);
    children.get(s.ppid).push(Number(e));
  }
  const stack = [child.pid];
  while (stack.length) {
    const pid = stack.pop();
    const s = stats.get(pid);
    if (s) {
      const rec = seen.get(pid) ?? { role: '', user: 0, sys: 0 };
      // A zygote's child is a renderer only once it has renamed itself: read the role again each time.
      rec.role = roleOf(pid) || rec.role;
      rec.user = Math.max(rec.user, s.user);
      rec.sys = Math.max(rec.sys, s.sys);
      seen.set(pid, rec);
    }
    stack.push(...(children.get(pid) ?? []));
  }
}

const timer = setInterval(sample, 150);
child.on('exit', (code) => {
  clearInterval(timer);
  const wall = (Date.now() - started) / 1000;
  const byRole = {};
  for (const r of seen.values()) {
    const b = (byRole[r.role || 'other'] ??= { processes: 0, user: 0, sys: 0 });
    b.processes++;
    b.user += r.user / TICKS;
    b.sys += r.sys / TICKS;
  }
  const user = Object.values(byRole).reduce((a, b) => a + b.user, 0);
  const sys = Object.values(byRole).reduce((a, b) => a + b.sys, 0);
  console.log(
    `\nwall ${wall.toFixed(1)} s, CPU ${(user + sys).toFixed(1)} s (user ${user.toFixed(1)}, sys ${sys.toFixed(1)}), load ${loadBefore.toFixed(1)} → ${os.loadavg()[0].toFixed(1)}`,
  );
  for (const [role, b] of Object.entries(byRole).sort((a, b) => b[1].user + b[1].sys - a[1].user - a[1].sys)) {
    if (b.user + b.sys < 0.05) continue;
    console.log(`  ${role.padEnd(40)} ${String(b.processes).padStart(4)} × ${(b.user + b.sys).toFixed(1).padStart(6)} s (sys ${b.sys.toFixed(1)})`);
  }
  if (jsonAt) writeFileSync(jsonAt, JSON.stringify({ wall, user, sys, load: [loadBefore, os.loadavg()[0]], byRole }, null, 1));
  process.exit(code ?? 1);
});
