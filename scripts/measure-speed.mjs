// (c) Adjudication speed of the wasm build in Node on the benchmark workload, and its ratio to the
// native build (graustark-bench). Prints figures; asserts nothing.
//
//   node scripts/measure-speed.mjs [WORKLOAD.jsonl[.gz]]   (ROUNDS=3; NATIVE=0 skips the native run)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { execFileSync } from 'node:child_process';
import { loadEngine, PKG_NPM, ROOT } from './wasm-node.mjs';

const workload = path.resolve(process.argv[2] ?? path.join(ROOT, '..', 'shared', 'bench', 'workload-10k.jsonl.gz'));
const ROUNDS = Number(process.env.ROUNDS ?? 3);
if (!fs.existsSync(workload)) {
  console.log(`Adjudication speed: skipped, the workload ${workload} is missing`);
  process.exit(0);
}
const bytes = fs.readFileSync(workload);
const text = (workload.endsWith('.gz') ? zlib.gunzipSync(bytes) : bytes).toString('utf8');
const lines = text.split('\n').filter((l) => l.trim());

// The npm package's wasm: built for speed (opt-level 3) and with the judge's case path, which
// the pages' wasm (built for size) leaves out.
if (!fs.existsSync(path.join(PKG_NPM, 'graustark_bg.wasm'))) {
  console.log(`Adjudication speed: skipped, the npm package is not built (bash scripts/package.sh)`);
  process.exit(0);
}
const { engine } = await loadEngine('standard', { npm: true });
let failures = 0, firstFailure = '';
const round = () => {
  const t = performance.now();
  for (const line of lines) {
    try {
      // The same work as the command-line judge (graustark adjudicate): read the case, parse the order text, adjudicate,
      // write the result line.
      engine.adjudicateCase(line);
    } catch (e) {
      failures++;
      firstFailure ||= `${line.slice(0, 40)}: ${e.message}`;
    }
  }
  return (performance.now() - t) / 1000;
};
round(); // warm-up: the JIT tiers up the wasm
failures = 0;
let best = Infinity;
for (let i = 0; i < ROUNDS; i++) best = Math.min(best, round());
const wasmRate = lines.length / best;

console.log(`Adjudication speed on ${path.basename(workload)} (${lines.length} movement phases, best of ${ROUNDS} rounds after a warm-up, one core)`);
console.log('  Both figures are the case path: read the case JSON, parse the order text, adjudicate, write the result line.');
console.log(`  wasm (the npm package's) in Node ${process.version}: ${wasmRate.toFixed(0).padStart(10)} cases/s  (engine.adjudicateCase: a case line in, its result line out)`);
if (failures) console.log(`  ${failures / ROUNDS} case(s) per round raised an error, e.g. ${firstFailure}`);

if (process.env.NATIVE === '0') process.exit(0);
let out;
try {
  out = execFileSync('cargo', ['run', '--quiet', '--release', '--bin', 'graustark-bench', '--', workload, '--no-scaling'],
    { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
} catch (e) {
  console.log(`  native: graustark-bench failed (${e.message.split('\n')[0]})`);
  process.exit(0);
}
const m = out.match(/case line in, result line out:\s+([\d.]+)\s+cases\/s/);
if (!m) {
  console.log(`  native: could not read graustark-bench's output:\n${out}`);
  process.exit(0);
}
const nativeRate = Number(m[1]);
console.log(`  native (graustark-bench, the same case path): ${nativeRate.toFixed(0).padStart(10)} cases/s`);
console.log(`  wasm / native: ${(wasmRate / nativeRate).toFixed(2)} (native is ${(nativeRate / wasmRate).toFixed(1)}x as fast)`);
console.log('  graustark-bench said:');
for (const l of out.trim().split('\n')) console.log(`    ${l}`);
