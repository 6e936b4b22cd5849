#!/bin/sh
# Writes the browser's runtime config at container start, so one image serves any
# environment: /config.json for every app, /remotes.json for the host only.
# The nginx image runs executable *.sh files in /docker-entrypoint.d/ before nginx
# starts (some image versions source them), so this file never calls `exit` on
# success, keeps its names prefixed and leaves no shell options changed.
# It also writes the security headers nginx includes: document-headers.conf for HTML
# and SVG (the Content-Security-Policy names the API and the remotes configured here,
# so it is made at start like the JSON) and security-headers.conf (nosniff) for every
# other file: the same policy as scripts/security-headers.ts.
# Output directories are overridable (HTML_DIR, NGINX_SNIPPETS_DIR) so the repo's
# checks can run it.

canopy_dir="${HTML_DIR:-/usr/share/nginx/html}"
canopy_snippets="${NGINX_SNIPPETS_DIR:-/etc/nginx/canopy}"

# Prints $1 as a JSON string: escapes \ and ", drops control characters.
canopy_json() {
  printf '"%s"' "$(printf '%s' "$1" | tr -d '\000-\037' | sed -e 's/\\/\\\\/g' -e 's/"/\\"/g')"
}

# Base URL of a remote (trailing slash removed) + the federation manifest path, in the
# folder of released version $2 when one is named (see 30-publish-release.sh).
canopy_manifest() {
  if [ -n "$2" ]; then
    canopy_json "${1%/}/releases/$2/mf-manifest.json"
  else
    canopy_json "${1%/}/mf-manifest.json"
  fi
}

# A version becomes part of a URL: refuse anything but a plain version name.
for canopy_version in "${REMOTE_SOCIAL_VERSION:-}" "${REMOTE_MARKETPLACE_VERSION:-}" \
  "${REMOTE_GAMES_VERSION:-}" "${REMOTE_AI_VERSION:-}"; do
  case "$canopy_version" in
    *[!A-Za-z0-9._-]* | [._-]*)
      echo "40-runtime-config.sh: \"$canopy_version\" is not a remote version (letters, digits, . _ -)" >&2
      exit 1
      ;;
  esac
done

# scheme://host[:port] of a URL, or nothing; only characters an origin can hold
# survive, so a value cannot break out of the header.
canopy_origin() {
  printf '%s' "$1" | sed -n 's#^\(https\{0,1\}://[A-Za-z0-9.:-]*\).*#\1#p'
}

canopy_write_to() {
  # Write then rename, so nginx never serves a half-written file.
  printf '%s\n' "$3" > "$1/$2.tmp" && mv "$1/$2.tmp" "$1/$2" ||
    { echo "40-runtime-config.sh: cannot write $1/$2" >&2; exit 1; }
  echo "40-runtime-config.sh: wrote $1/$2"
}

canopy_write() {
  canopy_write_to "$canopy_dir" "$1" "$2"
}

canopy_write config.json "{\"apiBase\":$(canopy_json "${API_BASE:-http://localhost:4000/api}")}"

if [ "${CANOPY_APP:-host}" = host ]; then
  canopy_write remotes.json "{\"social\":$(canopy_manifest "${REMOTE_SOCIAL_URL:-http://localhost:3001}" "${REMOTE_SOCIAL_VERSION:-}"),\"marketplace\":$(canopy_manifest "${REMOTE_MARKETPLACE_URL:-http://localhost:3002}" "${REMOTE_MARKETPLACE_VERSION:-}"),\"games\":$(canopy_manifest "${REMOTE_GAMES_URL:-http://localhost:3003}" "${REMOTE_GAMES_VERSION:-}"),\"ai\":$(canopy_manifest "${REMOTE_AI_URL:-http://localhost:3004}" "${REMOTE_AI_VERSION:-}")}"
fi

canopy_api="$(canopy_origin "${API_BASE:-http://localhost:4000/api}")"
canopy_remotes=""
if [ "${CANOPY_APP:-host}" = host ]; then
  canopy_remotes="$(canopy_origin "${REMOTE_SOCIAL_URL:-http://localhost:3001}") $(canopy_origin "${REMOTE_MARKETPLACE_URL:-http://localhost:3002}") $(canopy_origin "${REMOTE_GAMES_URL:-http://localhost:3003}") $(canopy_origin "${REMOTE_AI_URL:-http://localhost:3004}")"
fi
# Why each directive is as it is: see scripts/security-headers.ts.
canopy_csp="default-src 'self'; script-src 'self' $canopy_remotes; connect-src 'self' $canopy_api $canopy_remotes; img-src 'self' data: blob: $canopy_api; media-src 'self' blob: $canopy_api; style-src 'self' 'unsafe-inline'; font-src 'self' data:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
canopy_csp="$(printf '%s' "$canopy_csp" | tr -s ' ' | sed 's/ ;/;/g')"
# The host's page preconnects to the API and the remotes, for both credentialed and
# anonymous requests (see scripts/preconnect.ts).
canopy_link=""
if [ "${CANOPY_APP:-host}" = host ]; then
  for canopy_o in $canopy_api $canopy_remotes; do
    case " $canopy_link " in *"<$canopy_o>;"*) continue ;; esac
    canopy_link="${canopy_link:+$canopy_link, }<$canopy_o>; rel=preconnect, <$canopy_o>; rel=preconnect; crossorigin"
  done
  canopy_link="add_header Link \"$canopy_link\" always;"
fi
mkdir -p "$canopy_snippets" ||
  { echo "40-runtime-config.sh: cannot create $canopy_snippets" >&2; exit 1; }
canopy_write_to "$canopy_snippets" security-headers.conf "add_header X-Content-Type-Options nosniff always;"
canopy_write_to "$canopy_snippets" document-headers.conf "add_header Content-Security-Policy \"$canopy_csp\" always;
add_header X-Content-Type-Options nosniff always;
add_header X-Frame-Options DENY always;
add_header Referrer-Policy strict-origin-when-cross-origin always;
add_header Permissions-Policy \"geolocation=(self), camera=(), microphone=(self), payment=(), usb=()\" always;
add_header Cross-Origin-Opener-Policy same-origin always;
$canopy_link"

unset canopy_dir canopy_snippets canopy_api canopy_remotes canopy_csp canopy_link canopy_o
