import { Alert, Button, Group, Loader } from '@mantine/core';
import { IconSwords } from '@tabler/icons-react';
import { useState } from 'react';
import { DuelResult, type DuelReportView } from './DuelResult';

/** A duel as played: its report and the two sides' names, or the engine's refusal in words. */
export interface DuelPlayed {
  report: DuelReportView;
  a: string;
  b: string;
}

type Outcome = { ok: DuelPlayed; error: null } | { ok: null; error: string };

const same = (x: readonly unknown[], y: readonly unknown[]) => x.length === y.length && x.every((v, i) => Object.is(v, y[i]));

/**
 * A duel played on a button, for a ruleset whose duel takes long enough to hold the page (Dethmetal's and the hex
 * RPG's): the loader paints first, then `play` runs in one go; its curves show only while `inputs` (the design and
 * every choice, compared one by one) are those it was played with, as figures for other inputs would mislead.
 */
export function PlayedDuel({ inputs, play, turns }: { inputs: readonly unknown[]; play: () => DuelPlayed; turns: number }) {
  const [played, setPlayed] = useState<{ for: readonly unknown[]; outcome: Outcome } | null>(null);
  const [playing, setPlaying] = useState(false);
  const result = played && same(played.for, inputs) ? played.outcome : null;
  const run = () => {
    setPlaying(true);
    requestAnimationFrame(() =>
      setTimeout(() => {
        let outcome: Outcome;
        try {
          outcome = { ok: play(), error: null };
        } catch (e) {
          outcome = { ok: null, error: (e as Error).message };
        }
        setPlayed({ for: inputs, outcome });
        setPlaying(false);
      }, 0),
    );
  };
  const words = turns === 1 ? 'one turn' : `${turns === 10 ? 'ten' : turns} turns`;
  return (
    <>
      <Group>
        <Button leftSection={playing ? <Loader size={14} /> : <IconSwords size={16} />} onClick={run} disabled={playing} variant="light">
          {playing ? `Playing ${words}…` : `Play ${words}`}
        </Button>
      </Group>
      {result?.error && (
        <Alert color="red" role="alert">
          {result.error}
        </Alert>
      )}
      {result?.ok && <DuelResult report={result.ok.report} a={result.ok.a} b={result.ok.b} />}
    </>
  );
}
