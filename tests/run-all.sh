#!/usr/bin/env bash
# The README's test command (`npm test`): type check, unit and API tests on the embedded PostgreSQL (and
# again on a server PostgreSQL when TEST_DATABASE_URL is set), then the browser tests against the real
# built server. Ends with one line: "tests: N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
art=tests/.artifacts
rm -rf "$art/results"; mkdir -p "$art/results"
status=0

echo "== type check"
npx tsc --noEmit -p tsconfig.json || status=1

echo "== format and lint (biome)"
npx biome check --diagnostic-level=error . || status=1

echo "== unit and API tests (embedded PostgreSQL)"
env -u TEST_DATABASE_URL npx vitest run --reporter=default --reporter=json --outputFile.json="$art/results/vitest-embedded.json" || status=1
results=("$art/results/vitest-embedded.json")

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "== API tests (server PostgreSQL at TEST_DATABASE_URL)"
  npx vitest run --project api --reporter=default --reporter=json --outputFile.json="$art/results/vitest-server.json" || status=1
  results+=("$art/results/vitest-server.json")
fi

echo "== browser tests (chromium)"
if bash tests/ensure-browser.sh; then
  npm run --silent build >"$art/build.log" 2>&1 || { echo "console build failed:"; tail -40 "$art/build.log"; status=1; }
  # one file at a time (each starts its own server); a file that fails is run once more and the second
  # result counts, so one timing hiccup of a shared 2-core machine does not sink the run — and says so
  for f in tests/e2e/*.test.ts; do
    tap="$art/results/e2e-$(basename "$f" .test.ts).tap"
    if ! node --import tsx --test --test-reporter=spec --test-reporter-destination=stdout \
      --test-reporter=tap --test-reporter-destination="$tap" "$f"; then
      echo "!! $f failed; running it once more"
      node --import tsx --test --test-reporter=spec --test-reporter-destination=stdout \
        --test-reporter=tap --test-reporter-destination="$tap" "$f" || status=1
    fi
    results+=("$tap")
  done
else
  status=1
  results+=("$art/results/e2e-missing-browser.tap")
fi

node tests/summarize.mjs "${results[@]}" || status=1
exit $status
