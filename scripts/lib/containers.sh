# containers.sh — sourced by scripts that run every container: the harness's own list, so
# that no script keeps one of its own.
#
# container_names BINARY   prints the containers BINARY drives, one a line, the default first
#                          (from `BINARY profiles --json`).
container_names() {
  "$1" profiles --json | python3 -c '
import json, sys
for container in json.load(sys.stdin)["containers"]:
    print(container["name"])
'
}
