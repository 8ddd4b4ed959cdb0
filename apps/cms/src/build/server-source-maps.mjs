/**
 * The CMS's server chunks come with source maps, which Node reads at every start: tsx turns
 * source maps on, so that a stack trace names our sources and lines, not the minified chunks.
 * Next writes a copy of every source into them (`sourcesContent`), most of their size, which a
 * stack trace does not need: it needs the mappings. Without the copies every CMS start reads less.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Drops the copies of the sources from every source map under `dir`; answers how many maps changed. */
export function slimSourceMaps(dir) {
  let slimmed = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.map')) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    const map = JSON.parse(readFileSync(file, 'utf8'));
    // An index map (Turbopack's) holds its maps in sections.
    const maps = [map, ...(map.sections ?? []).map((section) => section.map)].filter((part) => part && 'sourcesContent' in part);
    if (maps.length === 0) continue;
    for (const part of maps) delete part.sourcesContent;
    writeFileSync(file, JSON.stringify(map));
    slimmed++;
  }
  return slimmed;
}
