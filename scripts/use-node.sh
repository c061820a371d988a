# Source from the repository root:   . scripts/use-node.sh
#
# Puts the Node.js major named in .nvmrc (the Cloud Functions runtime in firebase.json) first
# on PATH for this shell. A machine with another major gets the official binary from the npm
# registry (package node-<os>-<arch>, no install scripts run) unpacked into .local/node, so the
# Functions emulator runs the same major as production. The machine's npm keeps working: it
# runs on whichever `node` comes first on PATH.
altum_node_major=$(cut -d. -f1 .nvmrc)
altum_node_dir="$PWD/.local/node"
altum_node_has() { [ "$("$1" -p 'process.versions.node.split(".")[0]' 2>/dev/null)" = "$altum_node_major" ]; }
if ! altum_node_has node; then
  if ! altum_node_has "$altum_node_dir/bin/node"; then
    altum_node_os=$(uname -s | tr '[:upper:]' '[:lower:]')
    case $(uname -m) in x86_64 | amd64) altum_node_arch=x64 ;; aarch64 | arm64) altum_node_arch=arm64 ;; *) altum_node_arch=$(uname -m) ;; esac
    altum_node_pkg="node-$altum_node_os-$altum_node_arch@$altum_node_major"
    echo "Node $altum_node_major: fetching $altum_node_pkg from the npm registry into .local/node" >&2
    altum_node_tmp=$(mktemp -d)
    if (cd "$altum_node_tmp" && npm pack --silent "$altum_node_pkg" >/dev/null 2>&1); then
      rm -rf "$altum_node_dir" && mkdir -p "$altum_node_dir"
      tar -xzf "$altum_node_tmp"/*.tgz -C "$altum_node_dir" --strip-components=1
    else
      echo "Could not fetch $altum_node_pkg: install Node $altum_node_major yourself (nvm install)." >&2
    fi
    rm -rf "$altum_node_tmp"
  fi
  altum_node_has "$altum_node_dir/bin/node" && PATH="$altum_node_dir/bin:$PATH" && export PATH
fi
echo "Using Node $(node --version) at $(command -v node)" >&2
unset -f altum_node_has
unset altum_node_major altum_node_dir altum_node_os altum_node_arch altum_node_pkg altum_node_tmp
