// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB_SRC = new URL('../../../web/src/', import.meta.url).pathname;
/** Packages and data the chart panel must fetch only when a chart is drawn. */
const HEAVY = /^(@nivo\/|d3-|world-atlas|topojson-client)|\.geo\.json$/;
// Static imports and re-exports; `import type` leaves nothing in the bundle and import() makes its own chunk.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?'([^']+)'/gm;

function resolveLocal(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((p) => existsSync(p) && !p.endsWith('/')) ?? null;
}

/** Every module the entry reaches through static imports, with the packages each one imports. */
function staticGraph(entry: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (graph.has(file) || !/\.tsx?$/.test(file)) continue;
    const specifiers = [...readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)].map((m) => m[1]!);
    graph.set(
      file,
      specifiers.filter((s) => !s.startsWith('.')),
    );
    for (const s of specifiers) {
      const local = s.startsWith('.') ? resolveLocal(file, s) : null;
      if (local) queue.push(local);
    }
  }
  return graph;
}

describe('chart code splitting', () => {
  it('keeps Nivo, d3 and the map data out of everything the app entry loads up front', () => {
    const graph = staticGraph(join(WEB_SRC, 'main.tsx'));
    expect(graph.size).toBeGreaterThan(10);
    const heavy = [...graph].flatMap(([file, packages]) => packages.filter((p) => HEAVY.test(p)).map((p) => `${relative(WEB_SRC, file)}: ${p}`));
    expect(heavy).toEqual([]);
  });

  it('reaches Nivo and the map data from the chart panel only through import()', () => {
    const graph = staticGraph(join(WEB_SRC, 'widgets/charts/ChartPanel.tsx'));
    const heavy = [...graph].flatMap(([file, packages]) => packages.filter((p) => HEAVY.test(p)).map((p) => `${relative(WEB_SRC, file)}: ${p}`));
    expect(heavy).toEqual([]);
    // ...while the renderers themselves do use Nivo, so the check above looks at the right imports.
    expect(staticGraph(join(WEB_SRC, 'widgets/charts/renderers/BarChart.tsx')).get(join(WEB_SRC, 'widgets/charts/renderers/BarChart.tsx'))).toContain(
      '@nivo/bar',
    );
  });
});
