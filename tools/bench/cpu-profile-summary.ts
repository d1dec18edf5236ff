/**
 * Where a process spent its CPU, from a `node --cpu-prof` profile: self time grouped by where
 * the code lives (an npm package, one of our projects, Node itself), then the top functions.
 *
 *   node -r ./tools/node/register.cjs tools/bench/cpu-profile-summary.ts <file.cpuprofile> [--top 15]
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** `fastify`, `@nestjs/core`, `apps/gateway`, `node:internal`, `(idle)`, ... */
function placeOf(frame: ProfileNode['callFrame']): string {
  const { url, functionName } = frame;
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1] as string;
  const ours = /\/(apps|libs)\/([^/]+)\//.exec(url);
  if (ours) return `${ours[1]}/${ours[2]}`;
  if (url.startsWith('node:')) return 'node (built-in)';
  return url;
}

function main(): void {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { top: { type: 'string', default: '15' } } });
  const file = positionals[0];
  if (!file) throw new Error('usage: cpu-profile-summary.ts <file.cpuprofile> [--top n]');
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const places = new Map<string, number>();
  const functions = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    const micros = profile.timeDeltas[i] ?? 0;
    if (!node) return;
    total += micros;
    const place = placeOf(node.callFrame);
    places.set(place, (places.get(place) ?? 0) + micros);
    const name = `${node.callFrame.functionName || '(anonymous)'} ${place}:${node.callFrame.lineNumber + 1}`;
    functions.set(name, (functions.get(name) ?? 0) + micros);
  });
  const busy = total - (places.get('(idle)') ?? 0);
  const show = (title: string, entries: Map<string, number>) => {
    console.log(title);
    for (const [name, micros] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top))) {
      console.log(`  ${((100 * micros) / total).toFixed(1).padStart(5)}%  ${(micros / 1e6).toFixed(2).padStart(7)} s  ${name}`);
    }
  };
  console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy (${((100 * busy) / total).toFixed(0)}%)`);
  show('self time by place:', places);
  show('self time by function:', functions);
}

main();
