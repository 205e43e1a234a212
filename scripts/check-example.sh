#!/usr/bin/env bash
#
# check-example.sh — builds the example packages against a tagged copy of this repository, by
# version, as a user's package depends on ViewCacheStress:
# - Examples/CardHarness (a package of one's own with a container of its own): its tests and its
#   harness: its declared parameter as an option of run and an axis of sweep, a clean run, a
#   planted bug caught with exit status 1 and its reproducer replayed; then a bug put into the
#   container's code, found, kept with `shrink --save-regression` in the package's own
#   Tests/KeptCases (and its reproducer as a Swift test), the package's `swift test` failing on
#   it, and passing once the bug is fixed;
# - Examples/ArticleContainers (the design documents' containers, written as their articles
#   write them): its tests (each article's mistakes found on seeds 1–3, reproducers of at most
#   10 operations), 200,000 clean steps of each container, and a mistake caught and replayed.
# - Examples/UIKitContainers (containers written for UIKit, compiled through the import switch,
#   under shape drivers): its tests (each clean on seeds 1–3, each mistake found with at most 10
#   operations, the book's flip put down to iOS 5's releases), 100,000 clean steps of each of
#   its fourteen containers under today's iOS, UIKit's exception caught as a crash, and a finding
#   of iOS 5's contract said to depend on its releases.
# - Examples/NotesApp (an app's own screens in UIKit's navigation, tab-bar and page controllers,
#   under a driver of its own): its tests (clean on seeds 1–3 under today's iOS and iOS 5's, each
#   of its eleven slips found with at most 10 operations, the crash included), 100,000 clean steps,
#   and a leak named by the timer that holds the screen, replayed.
#
# A versioned dependency is what SwiftPM refuses when a package uses unsafe flags, so this is
# also the proof that the package can be depended on by version.
#
# Usage:
#   scripts/check-example.sh                   (checks the committed HEAD, both examples)
#   scripts/check-example.sh ArticleContainers  (one of them: CardHarness, ArticleContainers,
#                                               UIKitContainers, NotesApp)
#
# Env overrides:
#   KEEP_EXAMPLE=1   keep the scratch folder and print its path

set -euo pipefail
# shellcheck source=lib/usage.sh
source "$(dirname "$0")/lib/usage.sh"
usage_check_at_root "" 1 "$@"


if [ "${KEEP_EXAMPLE:-0}" = 1 ]; then usage_scratch scratch --keep; else usage_scratch scratch; fi

# The version `stress-harness --version` names (the release tag's, scripts/check-version.sh),
# put on HEAD's copy: the examples resolve `from: VERSION` as a user's package does.
version="$(sed -n 's/.*public static let version = "\([^"]*\)".*/\1/p' \
  Sources/StressHarnessCLI/StressHarness.swift)"
log "a tagged copy of HEAD ($version)"
git clone --quiet --no-local . "$scratch/ViewCacheStress"
git -C "$scratch/ViewCacheStress" tag -f "$version" >/dev/null

# Copies Examples/$1 into the scratch folder, depending on the tagged copy by version.
by_version() {
  local name="$1"
  log "$name, depending on ViewCacheStress by version"
  cp -R "Examples/$name" "$scratch/$name"
  rm -rf "$scratch/$name/.build"
  python3 - "$scratch/$name/Package.swift" "file://$scratch/ViewCacheStress" "$version" <<'PY'
import sys
path, url, version = sys.argv[1:]
text = open(path).read()
path_dependency = '.package(name: "ViewCacheStress", path: "../..")'
assert path_dependency in text, "the example no longer depends on ../.. by path"
text = text.replace(path_dependency, f'.package(url: "{url}", from: "{version}")')
open(path, "w").write(text)
PY
}

# Copies Examples/$1 as by_version does, then, in the copy (call it in a subshell: it changes
# the folder), builds it and runs its tests, which $2 says what they show; sets `harness` to
# the path of the example's executable, $3.
# One build folder for the three packages: the versioned ViewCacheStress they share (and its
# dependencies) is built once, each package's own targets beside it.
build="$scratch/build"
spm() {
  local verb="$1"
  shift
  swift "$verb" --scratch-path "$build" "$@"
}

built_by_version() {
  by_version "$1"
  cd "$scratch/$1"
  spm build 2>&1 | tail -n 1 || fatal "$1 does not build against a versioned ViewCacheStress"
  log "its tests: $2"
  spm test 2>&1 | tail -n 1
  harness="$(spm build --show-bin-path)/$3"
}

check_card_harness() {
  (
    built_by_version CardHarness "the cards run clean, their kept cases replay" card-harness

    log "card-harness run --container cards: clean"
    "$harness" run --container cards --seed 3 --steps 5000 --failures out | tail -n 1

    log "card-harness: the driver's declared parameter is an option of run and an axis of sweep"
    "$harness" run --container cards --blank-one-in 2 --seed 3 --steps 2000 --failures out \
      >run.txt || fatal "run --blank-one-in 2 failed: $(cat run.txt)"
    grep -q "blank one in 2" run.txt || fatal "run did not take --blank-one-in: $(cat run.txt)"
    "$harness" sweep --container cards --blank-one-in 2...4 --steps 2000 >sweep.txt ||
      fatal "sweep --blank-one-in 2...4 failed: $(cat sweep.txt)"
    [ "$(grep -cE '^[234] ' sweep.txt)" -eq 3 ] || fatal "the sweep did not cover 2...4: $(cat sweep.txt)"
    status=0
    "$harness" run --container cards --blank-one-in 0 >bad.txt 2>&1 || status=$?
    [ "$status" -eq 64 ] && grep -q "^Error: --blank-one-in must be in 1...64, got 0$" bad.txt ||
      fatal "--blank-one-in 0 was not refused with exit 64: $status $(cat bad.txt)"

    log "card-harness run --container cards --plant-bug swallows-warnings: caught (exit 1)"
    status=0
    "$harness" run --container cards --seed 3 --plant-bug swallows-warnings --failures out \
      >run.txt || status=$?
    [ "$status" -eq 1 ] || fatal "a planted bug exited $status, not 1: $(cat run.txt)"
    grep -q "C4 at step" run.txt || fatal "the planted bug was not caught as C4: $(cat run.txt)"

    log "card-harness replay of the reproducer (exit 1)"
    status=0
    "$harness" replay out/cards-*.min.jsonl >replay.txt || status=$?
    [ "$status" -eq 1 ] || fatal "the reproducer replayed with exit $status, not 1"

    log "a bug in the container's code (a memory warning not passed on): found, kept in the package's own tests"
    controller=Sources/CardKit/CardController.swift
    cp "$controller" "$scratch/CardController.fixed"
    grep -q '^    super.didReceiveMemoryWarning()$' "$controller" ||
      fatal "CardController no longer passes the warning on as this check expects"
    sed -i 's|^    super.didReceiveMemoryWarning()$|    // forgotten: super.didReceiveMemoryWarning()|' "$controller"
    spm build 2>&1 | tail -n 1
    status=0
    "$harness" run --container cards --seed 5 --failures found >found.txt || status=$?
    [ "$status" -eq 1 ] && grep -q "C4 at step" found.txt ||
      fatal "the bug in the code was not found as C4 (exit $status): $(tail -n 5 found.txt)"
    reproducer="$(ls found/cards-*.min.jsonl | head -n 1)"
    "$harness" shrink "$reproducer" --save-regression forgotten-warning >kept.txt ||
      fatal "shrink --save-regression failed: $(cat kept.txt)"
    grep -q "^saved regression case: .*/Tests/KeptCases/forgotten-warning.jsonl$" kept.txt ||
      fatal "the case was not saved in the package's Tests/KeptCases: $(cat kept.txt)"
    grep -q "^when a test of the package calls: try StressRegressions.check(CardDriver.self)$" kept.txt ||
      fatal "shrink did not give the one line that replays it: $(cat kept.txt)"
    # The generated Swift test of the reproducer goes into the tests too.
    cp "${reproducer%.jsonl}.swift" Tests/CardKitTests/Reproducer.swift
    status=0
    spm test >swift-test.txt 2>&1 || status=$?
    [ "$status" -ne 0 ] || fatal "the package's swift test passed with the bug in the code"
    grep -q "forgotten-warning: fails again: C4 at step" swift-test.txt ||
      fatal "swift test did not name the kept case: $(grep -E '✘|error' swift-test.txt | head -n 20)"
    grep -q "↳ C4 at step" swift-test.txt ||
      fatal "the generated Swift test did not name C4: $(tail -n 20 swift-test.txt)"
    log "the fix: swift test passes, the kept case and the reproducer with it"
    cp "$scratch/CardController.fixed" "$controller"
    spm test >swift-test.txt 2>&1 || fatal "swift test failed once the bug was fixed: $(grep -E '✘|error' swift-test.txt | head -n 20)"
    grep -q "✔ Test keptCases() passed" swift-test.txt ||
      fatal "swift test did not replay the kept regressions: $(tail -n 5 swift-test.txt)"
    log "the example builds by version, passes its tests, and its harness works"
  )
}

check_article_containers() {
  (
    built_by_version ArticleContainers \
      "each article's mistakes found on seeds 1-3, reproducers of at most 10 operations" \
      article-harness
    for container in swipe drop-down content; do
      log "article-harness run --container $container --steps 200000: clean"
      "$harness" run --container "$container" --seed 1 --steps 200000 --no-churn --failures out |
        tail -n 1 | grep -qx "violations: none" || fatal "$container did not run clean"
    done
    log "article-harness run --container swipe --plant-bug did-move-early: caught (exit 1), replayed"
    status=0
    "$harness" run --container swipe --seed 2 --plant-bug did-move-early --failures out \
      >run.txt || status=$?
    [ "$status" -eq 1 ] || fatal "a planted mistake exited $status, not 1: $(cat run.txt)"
    grep -q "L4 at step" run.txt || fatal "did-move-early was not caught as L4: $(cat run.txt)"
    status=0
    "$harness" replay out/swipe-*.min.jsonl >replay.txt || status=$?
    [ "$status" -eq 1 ] || fatal "the reproducer replayed with exit $status, not 1"
  )
  log "ArticleContainers builds by version, passes its tests, and its containers run clean"
}

check_uikit_containers() {
  (
    built_by_version UIKitContainers \
      "clean on seeds 1-3, each mistake found with at most 10 operations" uikit-harness
    for container in fade swap my-tabs top-stack book-flip drawer pager segmented-tabs slot \
      slide-navigation split bottom-sheet card-swap fade-through; do
      log "uikit-harness run --container $container --steps 100000: clean under today's iOS"
      "$harness" run --container "$container" --seed 1 --steps 100000 --no-churn --failures out \
        >run.txt || fatal "$container did not run clean: $(tail -n 5 run.txt)"
      grep -q "^contract: today's iOS" run.txt || fatal "$container's report names no contract"
    done
    log "uikit-harness run --container swap --plant-bug forgets-add-child: UIKit's exception, a crash"
    status=0
    "$harness" run --container swap --seed 1 --plant-bug forgets-add-child --failures out \
      >crash.txt 2>&1 || status=$?
    [ "$status" -eq 1 ] || fatal "the planted crash exited $status, not 1: $(tail -n 20 crash.txt)"
    grep -q "crash at step" crash.txt && grep -q "NSInvalidArgumentException" crash.txt ||
      fatal "the crash did not carry UIKit's exception: $(tail -n 20 crash.txt)"
    log "uikit-harness run --container book-flip --contract ios5: found, and put down to iOS 5's releases"
    status=0
    "$harness" run --container book-flip --contract ios5 --seed 1 --failures out >ios5.txt ||
      status=$?
    [ "$status" -eq 1 ] || fatal "the book's flip passed iOS 5's contract: $(tail -n 5 ios5.txt)"
    grep -q "^found under iOS 5's contract; iOS 6 and later never release this view" ios5.txt ||
      fatal "the finding was not put down to iOS 5's releases: $(tail -n 10 ios5.txt)"
  )
  log "UIKitContainers builds by version, passes its tests, and its containers run clean"
}

check_notes_app() {
  (
    built_by_version NotesApp \
      "clean on seeds 1-3 under today's iOS and iOS 5's, each slip found with at most 10 operations, a leak named by its holder" \
      notes-harness
    log "notes-harness run --container notes --steps 100000: clean"
    "$harness" run --container notes --seed 1 --steps 100000 --no-churn --failures out \
      >run.txt || fatal "the notes app did not run clean: $(tail -n 5 run.txt)"
    log "notes-harness run --container notes --plant-bug timer-retains-screen: caught (exit 1), its holder named, replayed"
    status=0
    "$harness" run --container notes --seed 2 --plant-bug timer-retains-screen --failures out \
      >leak.txt || status=$?
    [ "$status" -eq 1 ] || fatal "a planted slip exited $status, not 1: $(tail -n 5 leak.txt)"
    grep -q "C9 at step .*OnboardingViewController still alive.*held by the block of a repeating Timer" leak.txt ||
      fatal "the leak was not named by its timer: $(grep -m 3 'at step' leak.txt)"
    status=0
    "$harness" replay out/notes-C9-*.min.jsonl >replay.txt || status=$?
    [ "$status" -eq 1 ] || fatal "the reproducer replayed with exit $status, not 1"
  )
  log "NotesApp builds by version, passes its tests, and runs clean"
}

case "${1:-all}" in
  all) check_card_harness; check_article_containers; check_uikit_containers; check_notes_app ;;
  CardHarness) check_card_harness ;;
  ArticleContainers) check_article_containers ;;
  UIKitContainers) check_uikit_containers ;;
  NotesApp) check_notes_app ;;
  *) fatal "unknown example '$1' (CardHarness, ArticleContainers, UIKitContainers or NotesApp)" ;;
esac
