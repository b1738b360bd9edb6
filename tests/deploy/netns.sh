# shellcheck shell=bash
# tests/deploy/netns.sh — sourced by tests/deploy.sh: test hosts as network namespaces.
# A "hub" namespace holds a private bridge (10.213.50.1/24) with one veth link per host
# namespace; each host namespace runs its own sshd on its address. The controller (Ansible)
# runs inside the hub, so nothing in the root namespace routes to these hosts. Everything is
# removed by netns_teardown: the processes inside each namespace (by pid), then the namespaces.

NETNS_PREFIX="ybd$$"
NETNS_HUB="${NETNS_PREFIX}-hub"
NETNS_SUBNET=10.213.50
declare -A NETNS_ADDR=([db1]=11 [db2]=12 [db3]=13 [client1]=21 [client2]=22)
NETNS_CREATED=()

netns_of() { printf '%s-%s' "$NETNS_PREFIX" "$1"; }
in_hub() { ip netns exec "$NETNS_HUB" "$@"; }

# netns_setup DIR: namespaces, links, a key pair in DIR/ssh and one sshd per host.
netns_setup() {
  local dir=$1 host ns i=0
  mkdir -p "$dir/ssh"
  ssh-keygen -q -t ed25519 -N '' -C ycsb-bio-deploy-test -f "$dir/ssh/id_ed25519"
  cp "$dir/ssh/id_ed25519.pub" "$dir/ssh/authorized_keys"
  mkdir -p /run/sshd
  ip netns add "$NETNS_HUB"; NETNS_CREATED+=("$NETNS_HUB")
  ip -n "$NETNS_HUB" link set lo up
  ip -n "$NETNS_HUB" link add br0 type bridge
  ip -n "$NETNS_HUB" addr add "$NETNS_SUBNET.1/24" dev br0
  ip -n "$NETNS_HUB" link set br0 up
  for host in "${!NETNS_ADDR[@]}"; do
    ns=$(netns_of "$host"); i=$((i + 1))
    ip netns add "$ns"; NETNS_CREATED+=("$ns")
    ip -n "$ns" link set lo up
    ip -n "$NETNS_HUB" link add "v$$x$i" type veth peer name eth0 netns "$ns"
    ip -n "$NETNS_HUB" link set "v$$x$i" master br0 up
    ip -n "$ns" addr add "$NETNS_SUBNET.${NETNS_ADDR[$host]}/24" dev eth0
    ip -n "$ns" link set eth0 up
    netns_sshd "$dir" "$host"
  done
  for host in "${!NETNS_ADDR[@]}"; do
    netns_wait_port "$NETNS_SUBNET.${NETNS_ADDR[$host]}" 22 30 || {
      cat "$dir/sshd-$host.log" >&2; echo "deploy test: sshd of $host did not answer in 30 s" >&2; return 1; }
  done
}

netns_sshd() { # netns_sshd DIR HOST: host key, config, sshd (daemonizes, PidFile in DIR)
  local dir=$1 host=$2
  ssh-keygen -q -t ed25519 -N '' -f "$dir/ssh/host-$host"
  cat >"$dir/ssh/sshd-$host.conf" <<CONF
ListenAddress $NETNS_SUBNET.${NETNS_ADDR[$host]}:22
HostKey $dir/ssh/host-$host
PidFile $dir/ssh/sshd-$host.pid
AuthorizedKeysFile $dir/ssh/authorized_keys
PermitRootLogin prohibit-password
PasswordAuthentication no
KbdInteractiveAuthentication no
UsePAM no
StrictModes no
MaxSessions 50
MaxStartups 50:30:100
Subsystem sftp internal-sftp
CONF
  ip netns exec "$(netns_of "$host")" /usr/sbin/sshd -f "$dir/ssh/sshd-$host.conf" -E "$dir/sshd-$host.log"
}

netns_wait_port() { # netns_wait_port ADDR PORT SECONDS: from the hub, bounded
  local deadline=$((SECONDS + $3))
  while ((SECONDS < deadline)); do
    in_hub timeout 2 bash -c "exec 3<>/dev/tcp/$1/$2" 2>/dev/null && return 0
    read -r -t 0.3 _ <> <(:) || true
  done
  return 1
}

# Ends every process inside our namespaces (TERM, bounded wait, KILL), then removes them.
netns_teardown() {
  local ns pids deadline
  for ns in "${NETNS_CREATED[@]}"; do
    mapfile -t pids < <(ip netns pids "$ns" 2>/dev/null)
    ((${#pids[@]})) || continue
    kill -TERM "${pids[@]}" 2>/dev/null || true
    deadline=$((SECONDS + 30))
    while ((SECONDS < deadline)) && [[ -n $(ip netns pids "$ns" 2>/dev/null) ]]; do
      read -r -t 0.2 _ <> <(:) || true
    done
    mapfile -t pids < <(ip netns pids "$ns" 2>/dev/null)
    ((${#pids[@]} == 0)) || kill -KILL "${pids[@]}" 2>/dev/null || true
  done
  for ns in "${NETNS_CREATED[@]}"; do
    ip netns del "$ns" 2>/dev/null || echo "deploy test: could not remove namespace $ns" >&2
  done
  NETNS_CREATED=()
}
