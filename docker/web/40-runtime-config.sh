#!/bin/sh
# Writes the browser's runtime config at container start, so one image serves any
# environment: /config.json for every app, /remotes.json for the host only.
# The nginx image runs executable *.sh files in /docker-entrypoint.d/ before nginx
# starts (some image versions source them), so this file never calls `exit` on
# success, keeps its names prefixed and leaves no shell options changed.
# Output directory is overridable (HTML_DIR) so the repo's checks can run it.

canopy_dir="${HTML_DIR:-/usr/share/nginx/html}"

# Prints $1 as a JSON string: escapes \ and ", drops control characters.
canopy_json() {
  printf '"%s"' "$(printf '%s' "$1" | tr -d '\000-\037' | sed -e 's/\\/\\\\/g' -e 's/"/\\"/g')"
}

# Base URL of a remote (trailing slash removed) + the federation manifest path.
canopy_manifest() {
  canopy_json "${1%/}/mf-manifest.json"
}

canopy_write() {
  # Write then rename, so nginx never serves a half-written file.
  printf '%s\n' "$2" > "$canopy_dir/$1.tmp" && mv "$canopy_dir/$1.tmp" "$canopy_dir/$1" ||
    { echo "40-runtime-config.sh: cannot write $canopy_dir/$1" >&2; exit 1; }
  echo "40-runtime-config.sh: wrote $canopy_dir/$1"
}

canopy_write config.json "{\"apiBase\":$(canopy_json "${API_BASE:-http://localhost:4000/api}")}"

if [ "${CANOPY_APP:-host}" = host ]; then
  canopy_write remotes.json "{\"social\":$(canopy_manifest "${REMOTE_SOCIAL_URL:-http://localhost:3001}"),\"marketplace\":$(canopy_manifest "${REMOTE_MARKETPLACE_URL:-http://localhost:3002}"),\"games\":$(canopy_manifest "${REMOTE_GAMES_URL:-http://localhost:3003}"),\"ai\":$(canopy_manifest "${REMOTE_AI_URL:-http://localhost:3004}")}"
fi

unset canopy_dir
