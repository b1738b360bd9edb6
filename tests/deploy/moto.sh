# shellcheck shell=bash
# tests/deploy/moto.sh — sourced by tests/deploy.sh: the moto level. moto and Ansible run in a
# namespace of their own with only loopback up; moto's fake addresses (the run's VPC and its
# public range) are made unreachable there too, and no task ever connects to them
# (ycsb_bio_hosts_reachable: false in inventories/moto). The namespace goes with its routes.

MOTO_PORT=5150
MOTO_FAKE_RANGES=(10.77.0.0/16 54.214.0.0/16)

moto_level() { # moto_level DIR
  local dir=$1 ns="${NETNS_PREFIX}-moto" r deadline
  mkdir -p "$dir/ssh"
  ssh-keygen -q -t ed25519 -N '' -f "$dir/ssh/id_ed25519"
  ip netns add "$ns"; NETNS_CREATED+=("$ns")
  ip -n "$ns" link set lo up
  for r in "${MOTO_FAKE_RANGES[@]}"; do ip -n "$ns" route replace unreachable "$r"; done
  ip netns exec "$ns" "$VENV/bin/moto_server" -H 127.0.0.1 -p "$MOTO_PORT" >"$dir/moto.log" 2>&1 &
  MOTO_PID=$!
  deadline=$((SECONDS + 60))
  until ip netns exec "$ns" bash -c "exec 3<>/dev/tcp/127.0.0.1/$MOTO_PORT" 2>/dev/null; do
    kill -0 "$MOTO_PID" 2>/dev/null || fail_log "$dir/moto.log" "moto exited before it listened"
    ((SECONDS < deadline)) || fail_log "$dir/moto.log" "moto did not listen within 60 s"
    read -r -t 0.3 _ <> <(:) || true
  done
  local env=(AWS_URL="http://127.0.0.1:$MOTO_PORT" AWS_ACCESS_KEY_ID=testing AWS_SECRET_ACCESS_KEY=testing
    AWS_REGION=eu-west-1 AWS_EC2_METADATA_DISABLED=true YCSB_BIO_RUN_ID="moto-$$" YCSB_BIO_TEST_DIR="$dir")
  ax_in "$ns" "${env[@]}" -- ansible-playbook -i inventories/moto playbooks/provision.yml >"$dir/provision.log" 2>&1 ||
    fail_log "$dir/provision.log" "provision.yml against moto"
  ax_in "$ns" "${env[@]}" -- ansible-inventory -i inventories/moto --list >"$dir/inventory.json" 2>"$dir/inventory.err" ||
    fail_log "$dir/inventory.err" "ansible-inventory against moto"
  ip netns exec "$ns" env "${env[@]}" "$VENV/bin/python" "$ROOT/tests/deploy/moto_check.py" provisioned "moto-$$" "$dir/inventory.json"
  ax_in "$ns" "${env[@]}" -- ansible-playbook -i inventories/moto playbooks/teardown.yml >"$dir/teardown.log" 2>&1 ||
    fail_log "$dir/teardown.log" "teardown.yml against moto"
  ip netns exec "$ns" env "${env[@]}" "$VENV/bin/python" "$ROOT/tests/deploy/moto_check.py" gone "moto-$$" "$dir/inventory.json"
  local wait_lines
  wait_lines=$(sed -n '/Wait for SSH on every instance/,/^$/p' "$dir/provision.log")
  if ! grep -q '^skipping:' <<<"$wait_lines" || grep -Eq '^(ok|changed|failed|fatal):' <<<"$wait_lines"; then
    fail_log "$dir/provision.log" "the SSH wait was not skipped"
  fi
  kill "$MOTO_PID"; wait "$MOTO_PID" 2>/dev/null || true; MOTO_PID=""
  netns_teardown
}
