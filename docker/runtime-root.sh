#!/bin/sh
# Assembles the root file system of a runtime image in $1, from the build image it runs in:
# the node binary (stripped of its symbols: 18 MB less), exactly the shared libraries it and the
# native addons (*.node) under the other arguments load, CA certificates, an unprivileged user
# `node` (1000:1000) and /tmp. The runtime stage is `FROM scratch` plus this tree and the app:
# no shell, no package manager, nothing else to patch.
#   runtime-root.sh <out> [node_modules folder to scan for native addons]...
set -eu
out=$1
shift
node=$(command -v node)
mkdir -p "$out/usr/local/bin" "$out/etc/ssl/certs" "$out/repo"
mkdir -m 1777 "$out/tmp"
cp "$node" "$out/usr/local/bin/node"
strip "$out/usr/local/bin/node"
addons=$(for dir in "$@"; do find "$dir" -name '*.node' -type f; done)
# ldd lists `name => /path (addr)` and the loader as `/path (addr)`; a missing one `=> not found`.
for binary in "$node" $addons; do
  if ldd "$binary" | grep -q 'not found'; then
    echo "runtime-root: $binary needs a library the build image lacks:" >&2
    ldd "$binary" >&2
    exit 1
  fi
  for lib in $(ldd "$binary" | awk '$2 == "=>" && $3 ~ /^\// { print $3 } $1 ~ /^\// { print $1 }'); do
    [ -e "$out$lib" ] && continue
    mkdir -p "$out$(dirname "$lib")"
    cp -L "$lib" "$out$lib"
  done
done
if [ -n "$addons" ]; then echo "runtime-root: with the libraries of $(echo "$addons" | wc -l) native addon(s)"; fi
if [ -f /etc/ssl/certs/ca-certificates.crt ]; then cp /etc/ssl/certs/ca-certificates.crt "$out/etc/ssl/certs/"; fi
printf 'root:x:0:0:root:/root:/usr/sbin/nologin\nnode:x:1000:1000:node:/tmp:/usr/sbin/nologin\n' >"$out/etc/passwd"
printf 'root:x:0:\nnode:x:1000:\n' >"$out/etc/group"
printf 'hosts: files dns\n' >"$out/etc/nsswitch.conf"
# The runtime image must start node with nothing but this tree.
chroot "$out" /usr/local/bin/node -e 'process.exit(typeof fetch === "function" ? 0 : 1)'
