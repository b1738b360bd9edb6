# shellcheck shell=bash
# tests/deploy/profiles.sh — sourced by tests/deploy.sh (lint level): every study profile
# (deploy/ansible/profiles/*.yml) rendered into the database roles' configuration files on this
# machine (tests/deploy/profiles.yml, one ansible-playbook per profile, in parallel) and each of
# its values found where it belongs (tests/deploy/profiles_check.py). Nothing is started; no
# address is contacted.

profiles_check() { # profiles_check DIR
  local dir=$1 f name pids=() failed=""
  for f in "$ANSIBLE_DIR"/profiles/*.yml; do
    name=${f##*/}; name=${name%.yml}
    mkdir -p "$dir/$name"
    ax_in "" RENDER_DIR="$dir/$name" PROFILE="$f" -- ansible-playbook -i "$ROOT/tests/deploy/profiles-hosts.yml" \
      "$ROOT/tests/deploy/profiles.yml" -e "@$f" >"$dir/$name.log" 2>&1 &
    pids+=("$!:$name")
  done
  for p in "${pids[@]}"; do
    wait "${p%%:*}" || failed+=" ${p#*:}"
  done
  for name in $failed; do
    fail_log "$dir/$name.log" "tests/deploy/profiles.yml with profiles/$name.yml"
  done
  "$VENV/bin/python" "$ROOT/tests/deploy/profiles_check.py" "$ANSIBLE_DIR/roles" "$dir" "$ANSIBLE_DIR"/profiles/*.yml
}
