#!/usr/bin/env bash
# Builds the libFuzzer targets with clang (ASan + UBSan: tools/build-fuzz.sh) and runs each for
# DLX_FUZZ_SECONDS (default 10: `npm test`; `npm run fuzz` runs 300). Every target first replays the
# kept crash reproducers (tests/fuzz/crashes/), then its whole corpus (tests/fuzz/corpus/<target>/),
# then fuzzes from it for the seconds left (0: the replays alone), a target per core at once; the
# corpus grows with what it finds. A new crash is written to tests/fuzz/crashes/ and fails the run.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${DLX_FUZZ_SECONDS:-10}"
# libFuzzer reads -max_total_time=0 as "no limit": 0 seconds is a replay (-runs=0) instead.
limit=(-max_total_time="$seconds")
[ "$seconds" = 0 ] && limit=(-runs=0)
bash tools/build-fuzz.sh
# One target: its kept reproducers, then its corpus and the fuzzing; returns non-zero on a crash.
fuzz_target() {
  local target=$1
  local corpus="tests/fuzz/corpus/$target"
  local binary="build/fuzz/fuzz_$target"
  local log="build/fuzz/$target.log"
  mkdir -p "$corpus" tests/fuzz/crashes
  shopt -s nullglob
  local crashes=(tests/fuzz/crashes/"$target"-*)
  shopt -u nullglob
  if [ ${#crashes[@]} -gt 0 ] && ! "$binary" "${crashes[@]}" >"$log" 2>&1; then
    tail -n 40 "$log" >&2
    echo "fuzz_$target: a kept reproducer fails again" >&2
    return 1
  fi
  if ! "$binary" "$corpus" "${limit[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=4096 \
      -artifact_prefix="tests/fuzz/crashes/$target-" -print_final_stats=1 >"$log" 2>&1; then
    tail -n 40 "$log" >&2
    echo "fuzz_$target: FAILED (reproducer in tests/fuzz/crashes/)" >&2
    return 1
  fi
  local runs
  runs=$(grep -m1 -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo "?")
  echo "fuzz_$target: ${runs} executions in ${seconds}s, corpus $(ls "$corpus" | wc -l) inputs, no crash"
}

# A target per core at once (each fuzzer is one process on one core).
failed=0
running=()
for source in tests/fuzz/fuzz_*.cpp; do
  target=$(basename "$source" .cpp)
  fuzz_target "${target#fuzz_}" &
  running+=($!)
  if [ ${#running[@]} -ge "$(nproc)" ]; then
    wait "${running[0]}" || failed=1
    running=("${running[@]:1}")
  fi
done
for pid in "${running[@]}"; do wait "$pid" || failed=1; done
exit "$failed"
