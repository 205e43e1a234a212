#!/usr/bin/env bash
#
# model-cost.sh — what the model's own operations cost (instructions, counted by callgrind), as
# a user's container pays them: each container's default workload runs with no observer (the
# oracle off, no coverage, no churn; Benchmarks' `model-cost`), and every call the harness makes
# into Containment (a push, a memory warning, a selection …) is counted with all it runs inside,
# the child view controllers' own code included.
#
# Usage:
#   scripts/model-cost.sh [CONTAINER ...]      (default: every built-in container)
#
# For each container it prints the run's instructions per step, the model's part of them, and
# one line per operation: its calls, its instructions per call, and its part of the run.
#
# Env overrides:
#   STEPS=20000   steps of each run

set -euo pipefail
# shellcheck source=lib/usage.sh
source "$(dirname "$0")/lib/usage.sh"
usage_check_at_root "" any "$@"

name=model-cost
steps="${STEPS:-20000}"
usage_positive "STEPS=$steps"
product=model-cost
package=Benchmarks
# shellcheck source=lib/callgrind-build.sh
source scripts/lib/callgrind-build.sh

containers=("$@")
if [ ${#containers[@]} -eq 0 ]; then
  # The built-in containers, as the binary names them (its usage line lists them).
  mapfile -t containers < <("$binary" 2>&1 | sed -n 's/.*(containers: \(.*\))$/\1/p' | tr -d ' ' | tr ',' '\n')
  [ ${#containers[@]} -gt 0 ] || fatal "model-cost listed no containers"
fi

usage_scratch scratch

for container in "${containers[@]}"; do
  # Two runs, of N and 2N steps: their difference is N steps without start-up and teardown.
  for n in "$steps" $((steps * 2)); do
    out="$scratch/cg.$container.$n"
    # Hashing seeded alike in every run, so that the counts repeat (see instructions.sh).
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$out" \
      "$binary" "$container" "$n" \
      >/dev/null 2>"$scratch/log" ||
      fatal "$container: the run failed (see valgrind's log: $(tail -n 3 "$scratch/log"))"
    callgrind_annotate --tree=caller --inclusive=yes --threshold=100 --auto=no "$out" \
      >"$scratch/tree.$n" 2>/dev/null
  done
  python3 - "$scratch/tree.$steps" "$scratch/tree.$((steps * 2))" "$container" "$steps" <<'PY'
import re, subprocess, sys

once, twice, container, steps = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])

def symbol(entry):
    # "file:symbol [object]" or "???:symbol [object]"; a symbol may hold ':' once demangled.
    entry = re.sub(r' \[[^\]]*\]$', '', entry.strip())
    entry = re.sub(r' \([\d,]+x\)$', '', entry)
    return entry.split(':', 1)[1] if ':' in entry else entry

def profile(path):
    """The run's total, and every caller → callee edge into Containment: (cost, calls)."""
    text = open(path).read()
    total = int(re.search(r'([\d,]+) \(100\.0%\)\s+PROGRAM TOTALS', text).group(1).replace(',', ''))
    edges = {}
    for block in text.split('\n\n'):
        lines = block.splitlines()
        star = [l for l in lines if re.match(r'\s*[\d,]+ \(.*?\)\s+\*\s', l)]
        if not star:
            continue
        callee = symbol(star[0].split('*', 1)[1])
        if not callee.startswith(('$s11Containment', '$s15ContainmentCore')):
            continue
        for line in lines:
            m = re.match(r'\s*([\d,]+) \(.*?\)\s+<\s+(.*?) \(([\d,]+)x\)', line)
            if m:
                key = (symbol(m.group(2)), callee)
                cost, calls = edges.get(key, (0, 0))
                edges[key] = (cost + int(m.group(1).replace(',', '')),
                              calls + int(m.group(3).replace(',', '')))
    return total, edges

total1, edges1 = profile(once)
total2, edges2 = profile(twice)
total = total2 - total1
names = sorted({n for key in edges2 for n in key})
demangled = subprocess.run(['swift', 'demangle', '--simplified'], input='\n'.join(names),
                           capture_output=True, text=True, check=True).stdout.splitlines()
plain = dict(zip(names, demangled))

# The harness's calls into the model: from the drivers and the runner (not from the children
# the harness makes, whose code runs inside the model's operations and is counted there).
def harness(caller):
    name = plain.get(caller, caller)
    return caller.startswith('$s9StressKit') and any(
        part in name for part in ('Driver', 'Driven', 'StressRunner'))

operations = {}
for (caller, callee), (cost, calls) in edges2.items():
    if not harness(caller):
        continue
    name = re.sub(r'^specialized ', '', plain.get(callee, callee))
    if (' in ' in name or '.getter' in name or '.setter' in name or '.modify' in name
            or 'withCurrent' in name):
        continue  # closures, accessors, the clock's scope: part of an operation, not one
    cost1, calls1 = edges1.get((caller, callee), (0, 0))
    cost0, calls0 = operations.get(name, (0, 0))
    operations[name] = (cost0 + cost - cost1, calls0 + calls - calls1)

model = sum(cost for cost, _ in operations.values())
print(f'{container}: {total / steps:,.0f} instructions a step with no observer, '
      f'{model / steps:,.0f} of them ({100 * model / total:.0f} %) in the model\'s operations')
print(f'  {"operation":<58} {"calls":>8} {"instr/call":>11} {"of step":>8}')
for name, (cost, calls) in sorted(operations.items(), key=lambda item: -item[1][0]):
    if calls <= 0 or cost * 200 < total:
        continue  # under 0.5 % of the steps
    print(f'  {name[:58]:<58} {calls:>8,} {cost / calls:>11,.0f} {100 * cost / total:>7.1f}%')
PY
done
