#!/usr/bin/env python3
"""check-doc-examples.py — every Swift example in the documentation compiles.

Collects each ```swift block of the doc comments under Sources/ (but those of `package`
declarations, which another package cannot name), of the DocC catalogs
(Sources/*/*.docc) and of the README, and builds each as an executable of its own in a scratch
package that depends on this one by path (and on Examples/CardHarness's CardKit and
Examples/UIKitContainers's FadeKit, which the examples of a container of one's own use). An example is the body of its main.swift: top-level
statements and declarations both compile there. The names examples take from their context
(a `window`, a `home` view controller, `options`…) are declared in a Context.swift beside it,
only those it uses and does not declare itself (the list is PRELUDE below).

Usage:
  scripts/check-doc-examples.py            build them all; exit 1 naming the examples that fail
  scripts/check-doc-examples.py --list     list the examples found

Env overrides:
  KEEP_EXAMPLES=1   keep the scratch package and print its path
"""

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
        return build(found, os.path.join(scratch, "DocExamples"))
    finally:
        # Also when stopped (a signal ends the script through here).
        if os.environ.get("KEEP_EXAMPLES") == "1":
            log(f"kept: {scratch}")
        else:
            shutil.rmtree(scratch, ignore_errors=True)


def build(found, package):
    """Builds every example in a package of its own at `package`; the exit status."""
    os.makedirs(os.path.join(package, "Sources"))
    shutil.copytree(os.path.join(ROOT, "Examples/CardHarness/Sources/CardKit"),
                    os.path.join(package, "Sources/CardKit"))
    shutil.copytree(os.path.join(ROOT, "Examples/UIKitContainers/Sources/FadeKit"),
                    os.path.join(package, "Sources/FadeKit"))
    targets = []
    for number, (place, code) in enumerate(found):
        name = f"Example{number}"
        folder = os.path.join(package, "Sources", name)
        os.makedirs(folder)
        own = declared(code)
        # Globals in Swift 6 mode must say they are safe to share.
        context = [declaration.replace("let ", "nonisolated(unsafe) let ", 1)
                   for word, declaration in PRELUDE.items()
                   if re.search(rf"\b{word}\b", code) and word not in own]
        imports = "".join(f"import {module}\n" for module in IMPORTS)
        # `@main` cannot be in a main.swift, whose top-level code is the program.
        main_file = "Example.swift" if "@main" in code else "main.swift"
        with open(os.path.join(folder, main_file), "w") as f:
            f.write(f"// {place}\n{imports}\n{code}\n")
        with open(os.path.join(folder, "Context.swift"), "w") as f:
            f.write(imports + "\n" + "\n".join(context) + "\n")
        targets.append((name, place))
    products = ", ".join(
        f'.product(name: "{product}", package: "ViewCacheStress")'
        for product in ["Containment", "UIKitContainment", "StressKit", "ChurnMeter", "StressHarnessCLI"])
    with open(os.path.join(package, "Package.swift"), "w") as f:
        f.write("// swift-tools-version: 6.1\nimport PackageDescription\n\n"
                "let package = Package(\n  name: \"DocExamples\",\n"
                f"  dependencies: [.package(name: \"ViewCacheStress\", path: \"{ROOT}\")],\n"
                "  targets: [\n"
                f"    .target(name: \"CardKit\", dependencies: [{products}]),\n"
                f"    .target(name: \"FadeKit\", dependencies: [{products}]),\n")
        for name, _ in targets:
            f.write(f"    .executableTarget(name: \"{name}\", dependencies: [\"CardKit\", \"FadeKit\", {products}]),\n")
        f.write("  ]\n)\n")
    log(f"{len(targets)} examples, built in {package}")
    result = subprocess.run(["swift", "build", "--package-path", package], capture_output=True,
                            text=True)
    failed = sorted({place for name, place in targets
                     if re.search(rf"Sources/{name}/\S+: error:", result.stdout + result.stderr)})
    if result.returncode != 0:
        errors = [line for line in (result.stdout + result.stderr).split("\n") if ": error:" in line]
        for line in errors[:40]:
            print(line, file=sys.stderr)
        for place in failed:
            log(f"does not compile: {place}")
        if not failed:
            log("the build failed (see above)")
        return 1
    log(f"all {len(targets)} examples compile")
    return 0


if __name__ == "__main__":
    sys.exit(main())
