// Adds up the results of every test stage and prints the failed tests by name, then the closing line
// "tests: N passed, N failed". A vitest result file `X.json` whose failed files were run once more has the
// second run beside it as `X.rerun.json`: for those files the second result counts (and the summary says so).
import fs from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
const reruns = [];

function vitestFiles(path) {
  const j = JSON.parse(fs.readFileSync(path, 'utf8'));
  return { run: j, files: new Map(j.testResults.map((f) => [f.name, f])) };
}

function countVitest(path) {
  const first = vitestFiles(path);
  const rerunPath = path.replace(/\.json$/, '.rerun.json');
  const second = fs.existsSync(rerunPath) ? vitestFiles(rerunPath) : null;
  const files = new Map(first.files);
  if (second) {
    for (const [name, file] of second.files) {
      const before = files.get(name);
      const passedNow = file.status === 'passed';
      reruns.push(`${name}: failed, ${passedNow ? 'passed' : 'failed again'} when run once more`);
      if (before) for (const a of before.assertionResults) if (a.status === 'failed') a.rerun = true;
      files.set(name, file);
    }
  }
  for (const file of files.values()) {
    if (file.status === 'failed' && file.assertionResults.every((a) => a.status !== 'failed')) {
      failed++;
      failures.push(`${file.name}: ${file.message || 'the file failed to run'}`);
    }
    for (const a of file.assertionResults) {
      if (a.status === 'passed') passed++;
      else if (a.status === 'failed') {
        failed++;
        const why = (a.failureMessages[0] ?? '').split('\n')[0].slice(0, 300);
        failures.push(`${file.name} › ${a.fullName}: ${why}`);
      } else skipped++;
    }
  }
  if (!first.run.success && first.run.numFailedTests === 0 && !(first.run.numFailedTestSuites > 0) && !second) {
    console.log(`(${path}: the run did not succeed — see its output above)`);
    failed += 1;
  }
  if (first.run.numTotalTests === 0) {
    console.log(`(${path}: no test ran)`);
    failed += 1;
  }
}

function countTap(path) {
  const text = fs.readFileSync(path, 'utf8');
  const num = (k) => Number((text.match(new RegExp(`^# ${k} (\\d+)`, 'm')) ?? [])[1] ?? 0);
  passed += num('pass');
  failed += num('fail') + num('cancelled');
  skipped += num('skipped') + num('todo');
  for (const m of text.matchAll(/^\s*not ok \d+ - (.*)$/gm)) failures.push(`${path} › ${m[1]}`);
}

for (const f of process.argv.slice(2)) {
  if (!fs.existsSync(f)) {
    console.log(`(no results in ${f}: that stage did not run to the end)`);
    failed++;
    failures.push(`${f}: no results`);
    continue;
  }
  if (f.endsWith('.json')) countVitest(f);
  else countTap(f);
}
if (reruns.length > 0) console.log(`run once more:\n  ${reruns.join('\n  ')}`);
if (failures.length > 0) console.log(`failed:\n  ${failures.join('\n  ')}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
