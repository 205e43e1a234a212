#!/usr/bin/env python3
"""optional-requirements.py — UIKit's optional protocol methods callable as `?(…)`, generated.

Code written for UIKit calls a delegate's optional method through optional chaining:
`delegate?.tabBarController?(self, shouldSelect: screen) ?? true`. Swift on Linux has no
`@objc optional`: the layer declares those methods as requirements with a default (what UIKit
does when a delegate leaves one out), and a requirement is not optional, so `?(` would not
compile. For each base name of a protocol's optional methods this writes a property of that
name in an extension of the protocol, whose value (never `nil`) is called as a function with
the argument labels of each method of that name (`callAsFunction`) and calls the requirement.
A type's own member of the same name (a view controller's `tabBarController`) still wins: the
compiler prefers it to a protocol extension's.

The methods are read from the compiler's symbol graph of the built UIKitContainment: every
method requirement with a default, of the protocols in PROTOCOLS, plus EXTRA (optional in UIKit,
required in the model). The files go to Sources/UIKitContainment/OptionalRequirements/, one a
protocol, formatted with the repository's .swift-format.

Usage:
  scripts/optional-requirements.py           write the files
  scripts/optional-requirements.py --check   exit 1 when a written file differs (CI)

Exit status: 0 when done (or, with --check, when the files are as generated), 1 otherwise, 64
for bad arguments.
"""

import glob
import json
import os
import subprocess
import sys
import tempfile
import textwrap

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import usage  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join("Sources", "UIKitContainment", "OptionalRequirements")
NAMESPACE = "_OptionalRequirement"

# The protocols whose defaulted requirements are optional in UIKit. Left out: CALayerDelegate and
# UIStateRestoring (every view, every view controller conforms: their names would reach every
# subclass), and the protocols whose defaults stand for no `optional` of UIKit's
# (UICoordinateSpace, UIContentView, UIViewControllerTransitionCoordinatorContext).
PROTOCOLS = [
    "CAAnimationDelegate", "UIAdaptivePresentationControllerDelegate", "UIApplicationDelegate",
    "UIBarPositioningDelegate", "UICollectionViewDataSource", "UICollectionViewDelegate",
    "UICollectionViewDelegateFlowLayout", "UICollisionBehaviorDelegate",
    "UIColorPickerViewControllerDelegate", "UIContextMenuInteractionDelegate",
    "UIDynamicAnimatorDelegate", "UIEditMenuInteractionDelegate", "UIGestureRecognizerDelegate",
    "UIImagePickerControllerDelegate", "UINavigationControllerDelegate",
    "UIPageViewControllerDelegate", "UIPickerViewDelegate", "UIPointerInteractionDelegate",
    "UIPopoverPresentationControllerDelegate", "UISceneDelegate", "UIScrollViewDelegate",
    "UISearchBarDelegate", "UISearchControllerDelegate", "UISheetPresentationControllerDelegate",
    "UISplitViewControllerDelegate", "UITabBarControllerDelegate", "UITabBarDelegate",
    "UITableViewDataSource", "UITableViewDelegate", "UITextFieldDelegate", "UITextViewDelegate",
    "UIViewControllerAnimatedTransitioning", "UIViewControllerTransitioningDelegate",
    "UIViewImplicitlyAnimating",
]
# Optional in UIKit, required in the model (every conforming type has them): by protocol, the
# methods' titles.
EXTRA = {
    "UIViewImplicitlyAnimating": {
        "addAnimations(_:)", "addAnimations(_:delayFactor:)", "addCompletion(_:)",
        "continueAnimation(withTimingParameters:durationFactor:)",
    },
}


def log(message):
    print(f"optional-requirements: {message}", file=sys.stderr)


def symbol_graph(scratch):
    """The symbol graph of UIKitContainment, built first (debug, the usual build folder)."""
    built = subprocess.run(["swift", "build", "--target", "UIKitContainment"],
                           capture_output=True, text=True)
    if built.returncode != 0:
        raise SystemExit(f"UIKitContainment does not build:\n{built.stdout[-2000:]}{built.stderr[-2000:]}")
    binary = subprocess.run(["swift", "build", "--show-bin-path"], capture_output=True, text=True,
                            check=True).stdout.strip()
    triple = os.path.basename(os.path.dirname(binary))
    subprocess.run(["swift", "symbolgraph-extract", "-module-name", "UIKitContainment", "-I",
                    os.path.join(binary, "Modules"), "-target", triple, "-output-dir", scratch],
                   check=True, capture_output=True)
    with open(os.path.join(scratch, "UIKitContainment.symbols.json")) as file:
        return json.load(file)


def optional_methods(graph):
    """By protocol, by base name: the optional methods' declarations, sorted by title."""
    symbols = {s["identifier"]["precise"]: s for s in graph["symbols"]}
    defaulted = {r["target"] for r in graph["relationships"]
                 if r["kind"] == "defaultImplementationOf"}
    found = {}
    for relation in graph["relationships"]:
        if relation["kind"] not in ("requirementOf", "optionalRequirementOf"):
            continue
        protocol = symbols.get(relation["target"])
        method = symbols.get(relation["source"])
        if not protocol or not method or method["kind"]["identifier"] != "swift.method":
            continue
        name, title = protocol["names"]["title"], method["names"]["title"]
        if name not in PROTOCOLS:
            continue
        if relation["source"] in defaulted or title in EXTRA.get(name, ()):
            found.setdefault(name, {}).setdefault(title.split("(")[0], []).append(method)
    for name in PROTOCOLS:
        if name not in found:
            raise SystemExit(f"{name}: no optional method found (renamed or gone?)")
    return {name: {base: sorted(methods, key=lambda m: m["names"]["title"])
                   for base, methods in sorted(bases.items())}
            for name, bases in sorted(found.items())}


def call(method):
    """`callAsFunction`'s declaration and body for one method, from its declaration fragments."""
    fragments = method["declarationFragments"]
    start = next(i for i, f in enumerate(fragments) if f["kind"] == "keyword" and f["spelling"] == "func")
    base = method["names"]["title"].split("(")[0]
    text, arguments, external, index, named = "", [], None, 0, False
    for fragment in fragments[start:]:
        kind, spelling = fragment["kind"], fragment["spelling"]
        if kind == "identifier" and not named:
            spelling, named = "callAsFunction", True
        elif kind == "externalParam":
            if external is not None:  # the previous parameter had one name for both
                arguments.append((external, external))
            external = spelling
        elif kind == "internalParam":
            if spelling == "_":
                spelling = f"argument{index}"
            arguments.append((external, spelling))
            external, index = None, index + 1
        text += spelling
    if external is not None:
        arguments.append((external, external))
    if "inout " in text or " throws" in text or " async" in text:
        raise SystemExit(f"{method['names']['title']}: inout, throws or async is not generated")
    passed = ", ".join(value if label == "_" else f"{label}: {value}" for label, value in arguments)
    return f"public {text}", f"target.{base}({passed})"


def wrapped(text, indent, marker="///"):
    """`text` as comment lines of at most 100 columns."""
    return textwrap.wrap(text, 100, initial_indent=f"{indent}{marker} ",
                         subsequent_indent=f"{indent}{marker} ", break_on_hyphens=False,
                         break_long_words=False)


def source(protocol, bases):
    """The Swift file of one protocol."""
    lines = [
        *wrapped(f"`{protocol}`'s optional methods called through optional chaining, as code written for "
                 "UIKit calls them. Generated by scripts/optional-requirements.py: do not edit.", "", "//"),
        "",
        f"extension {NAMESPACE} {{",
    ]
    for base, methods in bases.items():
        titles = ", ".join(f"`{m['names']['title']}`" for m in methods)
        lines += [
            *wrapped(f"`{protocol}`'s optional `{base}` methods, called as `?(…)`: {titles}.", "  "),
            "  @preconcurrency @MainActor",
            f"  public struct {protocol}_{base} {{",
            f"    let target: any {protocol}",
            "",
        ]
        for method in methods:
            declaration, body = call(method)
            lines += [
                *wrapped(f"Calls `{method['names']['title']}` (its default where the conforming type has none).", "    "),
                f"    {declaration} {{",
                f"      {body}",
                "    }",
                "",
            ]
        lines[-1:] = ["  }", ""]
    lines[-1:] = ["}", "", f"extension {protocol} {{"]
    for base in bases:
        lines += [
            *wrapped(f"The optional `{base}` methods, for `?(…)` as UIKit's optional methods are called "
                     f"(`value?.{base}?(…)`): never `nil`, the model declares a default for each.", "  "),
            f"  public var {base}: {NAMESPACE}.{protocol}_{base}? {{ .init(target: self) }}",
            "",
        ]
    lines[-1:] = ["}", ""]
    return "\n".join(lines)


def namespace():
    return "\n".join([
        "// The namespace of the generated optional-method calls (scripts/optional-requirements.py).",
        "",
        "/// What `delegate?.method?(…)` calls: for each UIKit protocol and each base name of its",
        "/// optional methods, a value called with the labels of those methods (`callAsFunction`).",
        "///",
        "/// UIKit's optional methods are `@objc optional`, which Swift on Linux does not have: the",
        "/// layer declares each as a requirement with a default (what UIKit does when a delegate",
        "/// leaves it out), and reaches it through a property of its base name, so that code",
        "/// written for UIKit compiles unchanged:",
        "///",
        "/// ```swift",
        "/// import UIKitContainment",
        "///",
        "/// @MainActor func shouldSelect(",
        "///   _ screen: UIViewController, in tabs: UITabBarController",
        "/// ) -> Bool {",
        "///   tabs.delegate?.tabBarController?(tabs, shouldSelect: screen) ?? true",
        "/// }",
        "/// ```",
        f"public enum {NAMESPACE} {{}}",
        "",
    ])


def formatted(files, scratch):
    """`files` (name → text) as swift-format writes them."""
    paths = []
    for name, text in files.items():
        path = os.path.join(scratch, name)
        with open(path, "w") as file:
            file.write(text)
        paths.append(path)
    subprocess.run(["swift", "format", "format", "--configuration", os.path.join(ROOT, ".swift-format"),
                    "--in-place", *paths], check=True)
    result = {}
    for name in files:
        with open(os.path.join(scratch, name)) as file:
            result[name] = file.read()
    return result


def main():
    usage.check(__doc__, ["--check"], 0)
    os.chdir(ROOT)
    check = "--check" in sys.argv[1:]
    with tempfile.TemporaryDirectory(prefix="optional-requirements.") as scratch:
        graph = symbol_graph(scratch)
        methods = optional_methods(graph)
        files = {f"{NAMESPACE}.swift": namespace()}
        files.update({f"{protocol}+Optional.swift": source(protocol, bases)
                      for protocol, bases in methods.items()})
        generated = formatted(files, scratch)
    count = sum(len(ms) for bases in methods.values() for ms in bases.values())
    existing = {os.path.basename(p) for p in glob.glob(os.path.join(OUT, "*.swift"))}
    if check:
        differ = sorted(name for name, text in generated.items()
                        if not os.path.exists(os.path.join(OUT, name))
                        or open(os.path.join(OUT, name)).read() != text)
        differ += sorted(existing - set(generated))
        if differ:
            log(f"not as generated: {', '.join(differ)} (run scripts/optional-requirements.py)")
            return 1
        log(f"{count} optional methods of {len(methods)} protocols: the files are as generated")
        return 0
    os.makedirs(OUT, exist_ok=True)
    for name in existing - set(generated):
        os.remove(os.path.join(OUT, name))
    for name, text in generated.items():
        with open(os.path.join(OUT, name), "w") as file:
            file.write(text)
    log(f"{count} optional methods of {len(methods)} protocols written to {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
