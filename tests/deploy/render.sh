# shellcheck shell=bash
# tests/deploy/render.sh — sourced by tests/deploy.sh (lint level): the mongodb and riak roles'
# templates rendered on this machine (tests/deploy/render.yml, hosts of render-hosts.yml, all
# ansible_connection local) and compared with MongoDB's and Riak's documented settings
# (tests/deploy/render_check.py). Nothing is started; no address is contacted.

render_check() { # render_check DIR
  local dir=$1
  mkdir -p "$dir"
  ax_in "" RENDER_DIR="$dir" -- ansible-playbook -i "$ROOT/tests/deploy/render-hosts.yml" "$ROOT/tests/deploy/render.yml" \
    >"$dir/render.log" 2>&1 || fail_log "$dir/render.log" "tests/deploy/render.yml"
  "$VENV/bin/python" "$ROOT/tests/deploy/render_check.py" "$dir"
}
