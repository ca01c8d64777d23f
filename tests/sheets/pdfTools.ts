import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Real PDF tools (poppler): page count and size, the text a reader extracts, and PNGs to look at. */
export function pdfInfo(file: string): { pages: number; size: string } {
  const out = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return { pages: Number(/Pages:\s+(\d+)/.exec(out)?.[1]), size: /Page size:\s+([\d.]+ x [\d.]+)/.exec(out)?.[1] ?? '' };
}

export function pdfText(file: string, opts: string[] = []): string {
  return execFileSync('pdftotext', [...opts, file, '-'], { encoding: 'utf8' });
}

/** Renders every page at 60 dpi into tests/artifacts/<name>-N.png (not committed) and returns the files. */
export function pdfPngs(file: string, name: string): string[] {
  const dir = path.resolve('tests/artifacts/sheets');
  mkdirSync(dir, { recursive: true });
  execFileSync('pdftoppm', ['-png', '-r', '60', file, path.join(dir, name)]);
  const pages = pdfInfo(file).pages;
  const width = String(pages).length;
  return Array.from({ length: pages }, (_, i) => path.join(dir, `${name}-${String(i + 1).padStart(width, '0')}.png`));
}

export function writePdf(dir: string, name: string, bytes: Buffer): string {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  return file;
}
