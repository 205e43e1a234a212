#!/usr/bin/env python3
"""check-doc-examples.py — every Swift example in the documentation compiles.

Collects each ```swift block of the doc comments under Sources/ (but those of `package`
declarations, which another package cannot name), of the DocC catalogs
(Sources/*/*.docc) and of the README, and compiles each as the main.swift of a program of its
own, against the modules of this package's debug build (`swift build` first) and of
Examples/CardHarness's CardKit and Examples/UIKitContainers's FadeKit, which the examples of a
container of one's own use. Each is compiled through Swift's SIL diagnostics (`swiftc
-emit-sil`: types, definite initialization, Swift 6's data-race checks), in parallel, with
nothing linked. An example is the body of its main.swift: top-level statements and
declarations both compile there. The names examples take from their context
(a `window`, a `home` view controller, `options`…) are declared in a Context.swift beside it,
only those it uses and does not declare itself (the list is PRELUDE below).

Usage:
  scripts/check-doc-examples.py            build them all; exit 1 naming the examples that fail
  scripts/check-doc-examples.py --list     list the examples found

Env overrides:
  KEEP_EXAMPLES=1   keep the scratch folder and print its path
"""

import concurrent.futures
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import usage  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
IMPORTS = ["Foundation", "Containment", "UIKitContainment", "StressKit", "ChurnMeter",
           "StressHarnessCLI", "CardKit", "FadeKit"]
# UIKitContainment's own examples are code written for UIKit: they import it alone, as such
# code does, so an example using a name of the model's (which `import UIKitContainment` does
# not bring) fails as it would on iOS.
UIKIT_PLACES = ("Sources/UIKitContainment/",)
UIKIT_IMPORTS = ["UIKitContainment"]

# The context examples assume, by name.
PRELUDE = {
    "doWork": "func doWork() {}",
    "window": "let window = Window()",
    "stack": "let stack = try! StackController(\n  root: ViewController(id: ViewControllerID(90)), clock: VirtualClock())",
    "options": "let options = StressOptions<TabDriver>(seed: 7)",
    "steps": "let steps: [StressStep<TabDriver.Operation>] = []",
}
for number, name in enumerate(
        ["home", "detail", "news", "search", "settings", "menu", "page", "other", "one", "two",
         "three"], start=100):
    PRELUDE[name] = f"let {name} = ViewController(id: ViewControllerID({number}))"


def log(message):
    print(f"check-doc-examples: {message}", file=sys.stderr)


def documents_package_symbol(lines, index):
    """Whether the doc comment going on at `index` documents a `package` declaration: its
    examples use what another package cannot name, and are read with the sources only."""
    while index < len(lines) and (lines[index].strip().startswith("///") or lines[index].strip().startswith("@")):
        index += 1
    return index < len(lines) and lines[index].strip().startswith("package ")


def examples():
    """(place, code) for every ```swift block."""
    found = []
    for path in sorted(glob.glob(os.path.join(ROOT, "Sources/**/*.swift"), recursive=True)):
        lines = open(path).read().split("\n")
        index = 0
        while index < len(lines):
            line = lines[index].strip()
            if line.startswith("/// ```swift"):
                block = []
                index += 1
                while not lines[index].strip().startswith("/// ```"):
                    text = lines[index].strip()
                    block.append(text[4:] if text.startswith("/// ") else text[3:])
                    index += 1
                if not documents_package_symbol(lines, index + 1):
                    found.append((f"{os.path.relpath(path, ROOT)}:{index + 1}", "\n".join(block)))
            index += 1
    markdown = sorted(glob.glob(os.path.join(ROOT, "Sources/*/*.docc/*.md"))) + [
        os.path.join(ROOT, "README.md")]
    for path in markdown:
        lines = open(path).read().split("\n")
        index = 0
        while index < len(lines):
            if lines[index].strip() == "```swift":
                start = index + 1
                index += 1
                while lines[index].strip() != "```":
                    index += 1
                found.append((f"{os.path.relpath(path, ROOT)}:{start}", "\n".join(lines[start:index])))
            index += 1
    return found


def declared(code):
    """Names the example declares itself."""
    return set(re.findall(r"\b(?:let|var|func|class|struct|enum|typealias)\s+([A-Za-z_]\w*)", code))


def main():
    usage.check(__doc__, ["--list"], 0)
    found = examples()
    if "--list" in sys.argv:
        for place, _ in found:
            print(place)
        return 0
    scratch = tempfile.mkdtemp(prefix="doc-examples-")
    try:
        return build(found, scratch)
    finally:
        # Also when stopped (a signal ends the script through here).
        if os.environ.get("KEEP_EXAMPLES") == "1":
            log(f"kept: {scratch}")
        else:
            shutil.rmtree(scratch, ignore_errors=True)


def build(found, scratch):
    """Compiles every example in a folder of its own under `scratch`; the exit status."""
    log("building the package (swift build)")
    built = subprocess.run(["swift", "build"], cwd=ROOT, capture_output=True, text=True)
    if built.returncode != 0:
        print(built.stdout + built.stderr, file=sys.stderr)
        log("the package does not build")
        return 1
    products = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT,
                              capture_output=True, text=True, check=True).stdout.strip()
    modules = os.path.join(scratch, "Modules")
    os.makedirs(modules)
    flags = ["-swift-version", "6", "-I", os.path.join(products, "Modules"), "-I", modules]
    maps = sorted(glob.glob(os.path.join(products, "*.build", "module.modulemap")))
    maps += sorted(glob.glob(os.path.join(ROOT, "Sources", "*", "module.modulemap")))
    for module_map in maps:
        flags += ["-Xcc", f"-fmodule-map-file={module_map}"]
    for module, folder in [("CardKit", "Examples/CardHarness/Sources/CardKit"),
                           ("FadeKit", "Examples/UIKitContainers/Sources/FadeKit")]:
        sources = sorted(glob.glob(os.path.join(ROOT, folder, "*.swift")))
        result = subprocess.run(
            ["swiftc", "-emit-module", "-parse-as-library", "-module-name", module,
             "-emit-module-path", os.path.join(modules, f"{module}.swiftmodule")] + flags
            + sources, capture_output=True, text=True)
        if result.returncode != 0:
            print(result.stdout + result.stderr, file=sys.stderr)
            log(f"{folder} does not compile")
            return 1
    jobs = []
    for number, (place, code) in enumerate(found):
        folder = os.path.join(scratch, f"Example{number}")
        os.makedirs(folder)
        own = declared(code)
        # Globals in Swift 6 mode must say they are safe to share.
        uikit = place.startswith(UIKIT_PLACES)
        # UIKit-form examples stand alone: the context's names are the model's.
        context = [declaration.replace("let ", "nonisolated(unsafe) let ", 1)
                   for word, declaration in PRELUDE.items()
                   if re.search(rf"\b{word}\b", code) and word not in own and not uikit]
        imports = "".join(f"import {module}\n" for module in (UIKIT_IMPORTS if uikit else IMPORTS))
        # `@main` cannot be in a main.swift, whose top-level code is the program.
        library = "@main" in code
        main_file = os.path.join(folder, "Example.swift" if library else "main.swift")
        with open(main_file, "w") as f:
            f.write(f"// {place}\n{imports}\n{code}\n")
        context_file = os.path.join(folder, "Context.swift")
        with open(context_file, "w") as f:
            f.write(imports + "\n" + "\n".join(context) + "\n")
        command = (["swiftc", "-emit-sil", "-wmo", "-o", os.devnull, "-module-name", f"Example{number}"]
                   + (["-parse-as-library"] if library else []) + flags
                   + [main_file, context_file])
        jobs.append((place, command))
    log(f"{len(jobs)} examples, compiled in {scratch}")

    def compile_one(job):
        place, command = job
        result = subprocess.run(command, capture_output=True, text=True)
        return place, result.returncode, result.stdout + result.stderr

    failed = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        for place, status, output in pool.map(compile_one, jobs):
            if status != 0:
                errors = [line for line in output.split("\n") if ": error:" in line]
                for line in errors[:10]:
                    print(line, file=sys.stderr)
                failed.append(place)
    for place in failed:
        log(f"does not compile: {place}")
    if failed:
        return 1
    log(f"all {len(jobs)} examples compile")
    return 0


if __name__ == "__main__":
    sys.exit(main())
