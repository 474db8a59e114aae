/**
 * Adds up Vitest JSON reports and prints the one closing line CI reads: "N passed, N failed, N skipped".
 * A file that failed without a failing test (it did not load, or a beforeAll/afterAll hook threw)
 * counts as one failure: its tests never ran, and a run where nothing failed but a file did is red.
 * Each report's slowest files are listed too, so the next cut in CI time starts from a measurement.
 */
import { readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of process.argv.slice(2)) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const brokenFiles = report.testResults.filter(
    (result) => result.status === 'failed' && !result.assertionResults.some((test) => test.status === 'failed'),
  );
  for (const broken of brokenFiles) console.log(`  a file failed outside its tests: ${broken.name}`);
  passed += report.numPassedTests;
  failed += report.numFailedTests + brokenFiles.length;
  skipped += report.numPendingTests + report.numTodoTests;
  console.log(
    `${file.split('/').pop()}: ${report.numPassedTests} passed, ${report.numFailedTests + brokenFiles.length} failed, ${report.numPendingTests} skipped`,
  );
  const slowest = report.testResults
    .map((result) => ({
      name: result.name.split('/tests/').pop(),
      seconds: (result.endTime - result.startTime) / 1000,
    }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 8);
  for (const { name, seconds } of slowest) console.log(`    ${seconds.toFixed(0).padStart(5)} s  ${name}`);
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
