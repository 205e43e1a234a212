"""usage.py — how every Python script of the project answers `--help` and an argument it does
not know, as `usage.sh` does for the shell scripts: `check(__doc__, options, positional)` first
thing, before a build, a measurement or a change.

`options` lists the options the script takes, a value-taking one ending in `=`
(`["--check", "--json="]`); `positional` is how many other arguments it takes (a number, or
`"any"`). `-h` or `--help` prints the script's docstring and exits 0; an option the script does
not take, an option without its value, or an argument too many is one line on standard error
and exit 64. SIGTERM, SIGHUP and SIGINT then stop every process the script started and end it
through its `finally` blocks.
"""

import os
import signal
import sys
import time


def fail(message, doc):
    name = os.path.basename(sys.argv[0])
    lines = doc.strip("\n").split("\n")
    usage = next((lines[i + 1].strip() for i, line in enumerate(lines[:-1])
                  if line.startswith("Usage:")), name)
    print(f"{name}: error: {message} (usage: {usage.split('  ')[0]})", file=sys.stderr)
    sys.exit(64)


def descendants(pid):
    """The processes below `pid`, from /proc, the deepest first."""
    children = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as file:
                # `pid (name) state ppid …`; the name may hold spaces and parentheses.
                parent = int(file.read().rsplit(")", 1)[1].split()[1])
        except (OSError, IndexError, ValueError):
            continue
        children.setdefault(parent, []).append(int(entry))
    return descendants_of(pid, children)


def descendants_of(pid, children):
    found = []
    for child in children.get(pid, []):
        found += descendants_of(child, children) + [child]
    return found


def stop(signal_number, _frame):
    """A signal stops every process the script started (a compiler a build started included,
    seen before any is signalled) and waits for them, at most 30 seconds; then the script ends
    through its `finally` blocks and `with` statements (a scratch folder removed, a planted
    edit undone)."""
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    signal.signal(signal.SIGHUP, signal.SIG_IGN)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    processes = descendants(os.getpid())
    for process in processes:
        try:
            os.kill(process, signal.SIGTERM)
        except OSError:
            pass
    for _ in range(150):
        alive = [p for p in processes if os.path.exists(f"/proc/{p}") and not zombie(p)]
        if not alive:
            break
        time.sleep(0.2)
    else:
        for process in alive:
            try:
                os.kill(process, signal.SIGKILL)
            except OSError:
                pass
    sys.exit(128 + signal_number)


def zombie(pid):
    try:
        with open(f"/proc/{pid}/stat") as file:
            return file.read().rsplit(")", 1)[1].split()[0] == "Z"
    except (OSError, IndexError):
        return False


def check(doc, options=(), positional=0, arguments=None):
    """Answers `--help` and refuses an unknown option or an argument too many; makes SIGTERM,
    SIGHUP and Ctrl-C stop what the script started and end it through its cleanup."""
    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGHUP, stop)
    signal.signal(signal.SIGINT, stop)
    arguments = sys.argv[1:] if arguments is None else arguments
    flags = {option for option in options if not option.endswith("=")}
    valued = {option[:-1] for option in options if option.endswith("=")}
    count, at = 0, 0
    while at < len(arguments):
        argument = arguments[at]
        if argument in ("-h", "--help"):
            try:
                print(doc.strip("\n"), flush=True)
            except BrokenPipeError:  # `--help | head`: the reader has what it wanted
                os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            sys.exit(0)
        if argument == "--":
            count += len(arguments) - at - 1
            break
        if argument.startswith("-"):
            name = argument.split("=", 1)[0]
            if argument in flags:
                at += 1
            elif argument in valued:
                if at + 1 >= len(arguments):
                    fail(f"{argument} needs a value", doc)
                at += 2
            elif "=" in argument and name in valued:
                at += 1
            else:
                fail(f"unknown argument '{argument}'", doc)
            continue
        count += 1
        at += 1
    if positional != "any" and count > positional:
        fail(f"{count} arguments where it takes at most {positional}", doc)
