// Adds up the results of every test stage and prints the closing line "tests: N passed, N failed".
import fs from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
for (const f of process.argv.slice(2)) {
  if (!fs.existsSync(f)) {
    console.log(`(no results in ${f}: that stage did not run to the end)`);
    failed++;
    continue;
  }
  const text = fs.readFileSync(f, 'utf8');
  if (f.endsWith('.json')) {
    const j = JSON.parse(text);
    passed += j.numPassedTests;
    failed += j.numFailedTests + (j.numRuntimeErrorTestSuites ?? 0);
    // a run that did not succeed without a failed test (config error, unhandled error, no test at all) still fails
    if (!j.success && j.numFailedTests === 0 && !(j.numRuntimeErrorTestSuites > 0)) {
      console.log(`(${f}: the run did not succeed — see its output above)`);
      failed += 1;
    }
    if (j.numTotalTests === 0) {
      console.log(`(${f}: no test ran)`);
      failed += j.success ? 1 : 0;
    }
    skipped += (j.numPendingTests ?? 0) + (j.numTodoTests ?? 0);
  } else {
    // node:test TAP summary
    const num = (k) => Number((text.match(new RegExp(`^# ${k} (\\d+)`, 'm')) ?? [])[1] ?? 0);
    passed += num('pass');
    failed += num('fail') + num('cancelled');
    skipped += num('skipped') + num('todo');
  }
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
