#!/usr/bin/env bash
# The README's test command (`npm test`): type check, lint, unit and API tests (on TEST_DATABASE_URL's server
# PostgreSQL when set, else on an embedded one), then the browser tests against the real built server (embedded
# PostgreSQL). Ends with one line: "tests: N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
art=tests/.artifacts
rm -rf "$art/results"; mkdir -p "$art/results"
status=0

echo "== type check"
npx tsc --noEmit -p tsconfig.json || status=1

echo "== format and lint (biome)"
npx biome check --diagnostic-level=error . || status=1

# Runs vitest into the result file $1; the files that failed are run once more into $1 with .rerun.json (the
# summary counts their second result and names them), as the browser tests below are: one timing hiccup of a
# shared 2-core machine should not sink the run, and a real failure fails twice.
vitest_once() {
  local out="$1" rerun="${1%.json}.rerun.json"
  rm -f "$rerun"
  npx vitest run --reporter=default --reporter=json --outputFile.json="$out" && return 0
  [ -f "$out" ] || return 1
  mapfile -t again < <(node -e 'const j=JSON.parse(require("fs").readFileSync(process.argv[1],"utf8"));for(const f of j.testResults)if(f.status==="failed")console.log(f.name)' "$out")
  [ "${#again[@]}" -gt 0 ] && [ "${#again[@]}" -le 5 ] || return 1
  echo "!! failed: ${again[*]}; running them once more"
  npx vitest run --reporter=default --reporter=json --outputFile.json="$rerun" "${again[@]}"
}

# The API tests run once: on the server PostgreSQL of TEST_DATABASE_URL when it is set, else on an embedded
# PostgreSQL started for the run. The embedded PostgreSQL is what every browser test's server runs on (and the
# owner and crash-restart API tests start embedded servers of their own), so it is exercised either way.
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "== unit tests, and API tests on the server PostgreSQL at TEST_DATABASE_URL"
  vitest_once "$art/results/vitest-server.json" || status=1
  results=("$art/results/vitest-server.json")
else
  echo "== unit and API tests (embedded PostgreSQL)"
  vitest_once "$art/results/vitest-embedded.json" || status=1
  results=("$art/results/vitest-embedded.json")
fi

echo "== browser tests (chromium)"
if bash tests/ensure-browser.sh; then
  # builds the console and the server bundle (dist-server/), which the browser tests' servers run
  npm run --silent build >"$art/build.log" 2>&1 || { echo "console build failed:"; tail -40 "$art/build.log"; status=1; }
  # their data dirs are copies of one initialised by the first file that needs it, made for this run only
  E2E_TEMPLATE_DIR="$(mktemp -d -t zx-e2e-templates-XXXXXX)"
  export E2E_TEMPLATE_DIR
  # one file at a time (each starts its own server); a file that fails is run once more and the second
  # result counts, so one timing hiccup of a shared 2-core machine does not sink the run — and says so
  for f in tests/e2e/*/*.test.ts; do
    tap="$art/results/e2e-$(basename "$(dirname "$f")")-$(basename "$f" .test.ts).tap"
    if ! node --import tsx --test --test-reporter=spec --test-reporter-destination=stdout \
      --test-reporter=tap --test-reporter-destination="$tap" "$f"; then
      echo "!! $f failed; running it once more"
      node --import tsx --test --test-reporter=spec --test-reporter-destination=stdout \
        --test-reporter=tap --test-reporter-destination="$tap" "$f" || status=1
    fi
    results+=("$tap")
  done
  rm -rf "$E2E_TEMPLATE_DIR"
else
  status=1
  results+=("$art/results/e2e-missing-browser.tap")
fi

node tests/summarize.mjs "${results[@]}" || status=1
exit $status
