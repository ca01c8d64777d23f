/**
 * The printed rules text of found and tinkered items (World Trade Table, Tinkering and Experimental Tables), looked
 * up by the names the car design uses, split into the effect and its RISK line ("RISK texts are part of the item").
 */
import { campaign } from '../../../../src-shared/engine/dethmetal';

export interface ItemRulesText {
  text: string;
  risk?: string;
  source: string;
}

type Node = { item?: { name: string; text: string }; roll?: readonly Node[] };

function collect(nodes: readonly Node[], source: string, out: Map<string, ItemRulesText>): void {
  for (const node of nodes) {
    if (node.item) {
      const [text, risk] = node.item.text.split(/\s*RISK:\s*/);
      out.set(key(node.item.name), { text: text ?? '', ...(risk ? { risk } : {}), source });
    }
    if (node.roll) collect(node.roll, source, out);
  }
}

/** "AT Gun Δ" is the car's "AT Gun"; "Electromagnetically-Fired Weapon (railgun)" is its "Railgun". */
function key(name: string): string {
  const aka = /\(([^)]+)\)/.exec(name)?.[1];
  return (aka ?? name)
    .replace(/\s*Δ\s*/g, '')
    .trim()
    .toLowerCase();
}

const TEXTS = new Map<string, ItemRulesText>();
collect(campaign.WORLD_TRADE_TABLE as readonly Node[], 'World Trade Table', TEXTS);
collect(campaign.TINKERING_TABLE as readonly Node[], 'Tinkering and Experimental Tables', TEXTS);

export function itemRulesText(name: string): ItemRulesText | undefined {
  return TEXTS.get(key(name));
}
