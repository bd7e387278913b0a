// Prints where CI's time went: the wall time of each step (.ci/run writes one line per step to
// the steps file: name, seconds, exit code), the wall time of each vitest project and the slowest
// test files, read from vitest's JSON reports (one per lane of npm test).
// Usage: node scripts/ci/timings.mjs STEPS N REPORT.json...
import { existsSync, readFileSync } from 'node:fs';

const [stepsFile, count = '15', ...jsonFiles] = process.argv.slice(2);
const pad = (text, n) => String(text).padEnd(n);
const secs = (ms) => `${(ms / 1000).toFixed(1)} s`;

console.log('\n== Tiempos de CI ==');
if (stepsFile && existsSync(stepsFile)) {
  let total = 0;
  for (const line of readFileSync(stepsFile, 'utf8').trim().split('\n').filter(Boolean)) {
    const [name, seconds, code] = line.split('\t');
    total += Number(seconds);
    console.log(`${pad(name, 28)} ${pad(`${seconds} s`, 10)}${code === '0' ? '' : ` (salió con ${code})`}`);
  }
  console.log(`${pad('total de los pasos', 28)} ${total} s`);
}
const reports = jsonFiles.filter((f) => existsSync(f)).map((f) => JSON.parse(readFileSync(f, 'utf8')));
if (reports.length === 0) process.exit(0);
const root = `${process.cwd()}/`;
const files = reports
  .flatMap((r) => r.testResults)
  .map((f) => ({ file: f.name.replace(root, ''), start: f.startTime, end: f.endTime, ms: f.endTime - f.startTime }));
const projects = new Map();
for (const f of files) {
  const name = f.file.split('/')[1] ?? '?';
  const p = projects.get(name) ?? { files: 0, start: Infinity, end: 0, ms: 0 };
  projects.set(name, { files: p.files + 1, start: Math.min(p.start, f.start), end: Math.max(p.end, f.end), ms: p.ms + f.ms });
}
console.log('\nProyecto (carpeta)     archivos  de inicio a fin  suma de archivos');
for (const [name, p] of [...projects].sort((a, b) => b[1].end - b[1].start - (a[1].end - a[1].start))) {
  console.log(`${pad(name, 22)} ${pad(p.files, 9)} ${pad(secs(p.end - p.start), 16)} ${secs(p.ms)}`);
}
console.log(`\nLos ${count} archivos de prueba más lentos:`);
for (const f of files.sort((a, b) => b.ms - a.ms).slice(0, Number(count))) console.log(`${pad(secs(f.ms), 10)} ${f.file}`);
