#!/bin/sh
# Writes the browser's runtime config at container start, so one image serves any
# environment: /config.json for every app, /remotes.json for the host only.
# The nginx image runs executable *.sh files in /docker-entrypoint.d/ before nginx
# starts (some image versions source them), so this file never calls `exit` on
# success, keeps its names prefixed and leaves no shell options changed.
# It also writes the security headers nginx includes: document-headers.conf for HTML
# and SVG (the Content-Security-Policy names the API and the remotes configured here,
# so it is made at start like the JSON) and security-headers.conf (nosniff) for every
# other file: the same policy as scripts/security-headers.ts. For the host it writes
# api-proxy.conf, which forwards the page's /api/ calls to the API (API_UPSTREAM), as
# scripts/same-origin-proxy.ts does for `pnpm start`; a remote's is empty.
# Output directories and the resolver file are overridable (HTML_DIR,
# NGINX_SNIPPETS_DIR, RESOLV_CONF) so the repo's checks can run it.

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
  "${REMOTE_GAMES_VERSION:-}" "${REMOTE_AI_VERSION:-}" "${REMOTE_CONSOLE_VERSION:-}"; do
  case "$canopy_version" in
    *[!A-Za-z0-9._-]* | [._-]*)
      echo "40-runtime-config.sh: \"$canopy_version\" is not a remote version (letters, digits, . _ -)" >&2
      exit 1
      ;;
  esac
done

# Where the host's nginx forwards /api/ (api-proxy.conf below): http://host[:port] and
# nothing else, so the value cannot break out of the file.
canopy_upstream="$(printf '%s' "${API_UPSTREAM:-http://api:4000}" | sed -n 's#^\(http://[A-Za-z0-9.-]\{1,\}\(:[0-9]\{1,\}\)\{0,1\}\)/\{0,1\}$#\1#p')"
if [ "${CANOPY_APP:-host}" = host ] && [ -z "$canopy_upstream" ]; then
  echo "40-runtime-config.sh: API_UPSTREAM \"${API_UPSTREAM:-}\" is not http://host[:port]" >&2
  exit 1
fi

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

# The host's page calls the API on its own origin, through api-proxy.conf below; a
# remote's config.json is not used by the host's page (the remotes run in it).
if [ "${CANOPY_APP:-host}" = host ]; then
  canopy_api_base="${API_BASE:-http://localhost:3000/api}"
else
  canopy_api_base="${API_BASE:-http://localhost:4000/api}"
fi
# The dispensary map's tile service (a URL template), only when one is set: without it the
# map draws its built-in US outlines and the page's CSP names no tile origin.
canopy_map_style=""
if [ -n "${MAP_STYLE_URL:-}" ]; then
  canopy_map_style=",\"mapStyleUrl\":$(canopy_json "$MAP_STYLE_URL")"
fi
# Card reloads through Stripe (the API's STRIPE_SECRET_KEY), only when the publishable key
# is set: without it the page loads no Stripe.js and its CSP names no Stripe origin.
canopy_stripe=""
if [ -n "${STRIPE_PUBLISHABLE_KEY:-}" ]; then
  canopy_stripe=",\"stripePublishableKey\":$(canopy_json "$STRIPE_PUBLISHABLE_KEY")"
fi
canopy_write config.json "{\"apiBase\":$(canopy_json "$canopy_api_base")$canopy_map_style$canopy_stripe}"

if [ "${CANOPY_APP:-host}" = host ]; then
  canopy_write remotes.json "{\"social\":$(canopy_manifest "${REMOTE_SOCIAL_URL:-http://localhost:3001}" "${REMOTE_SOCIAL_VERSION:-}"),\"marketplace\":$(canopy_manifest "${REMOTE_MARKETPLACE_URL:-http://localhost:3002}" "${REMOTE_MARKETPLACE_VERSION:-}"),\"games\":$(canopy_manifest "${REMOTE_GAMES_URL:-http://localhost:3003}" "${REMOTE_GAMES_VERSION:-}"),\"ai\":$(canopy_manifest "${REMOTE_AI_URL:-http://localhost:3004}" "${REMOTE_AI_VERSION:-}"),\"console\":$(canopy_manifest "${REMOTE_CONSOLE_URL:-http://localhost:3005}" "${REMOTE_CONSOLE_VERSION:-}")}"
fi

# Origins the page reaches besides its own: the API (none when API_BASE is the page's
# own origin, PUBLIC_APP_URL), the API's media (PUBLIC_API_URL: uploads, the HLS
# player's playlists) and, for the host, the remotes. Each named once.
canopy_self="$(canopy_origin "${PUBLIC_APP_URL:-http://localhost:3000}")"
canopy_api="$(canopy_origin "$canopy_api_base")"
if [ "$canopy_api" = "$canopy_self" ]; then canopy_api=""; fi
canopy_media="$(canopy_origin "${PUBLIC_API_URL:-http://localhost:4000}")"
if [ "$canopy_media" = "$canopy_api" ]; then canopy_media=""; fi
# The map's tiles are images, and only images.
canopy_map_tiles="$(canopy_origin "${MAP_STYLE_URL:-}")"
canopy_remotes=""
if [ "${CANOPY_APP:-host}" = host ]; then
  canopy_remotes="$(canopy_origin "${REMOTE_SOCIAL_URL:-http://localhost:3001}") $(canopy_origin "${REMOTE_MARKETPLACE_URL:-http://localhost:3002}") $(canopy_origin "${REMOTE_GAMES_URL:-http://localhost:3003}") $(canopy_origin "${REMOTE_AI_URL:-http://localhost:3004}") $(canopy_origin "${REMOTE_CONSOLE_URL:-http://localhost:3005}")"
fi
# Stripe's origins (its CSP guide) for the host's page, only with card payments.
canopy_stripe_scripts=""
canopy_stripe_connect=""
canopy_frames=""
if [ -n "${STRIPE_PUBLISHABLE_KEY:-}" ] && [ "${CANOPY_APP:-host}" = host ]; then
  canopy_stripe_scripts="https://js.stripe.com https://*.js.stripe.com"
  canopy_stripe_connect="https://api.stripe.com https://m.stripe.network"
  canopy_frames=" frame-src 'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com https://m.stripe.network;"
fi
# Why each directive is as it is: see scripts/security-headers.ts.
canopy_csp="default-src 'self'; script-src 'self' $canopy_remotes $canopy_stripe_scripts; connect-src 'self' $canopy_api $canopy_media $canopy_remotes $canopy_stripe_connect; img-src 'self' data: blob: $canopy_api $canopy_media $canopy_map_tiles; media-src 'self' blob: $canopy_api $canopy_media; style-src 'self' 'unsafe-inline'; font-src 'self' data:; worker-src 'self';$canopy_frames object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
canopy_csp="$(printf '%s' "$canopy_csp" | tr -s ' ' | sed 's/ ;/;/g')"
# The host's page preconnects to the other origins it uses (the API when it is not the
# page's own, its media, the remotes), for both credentialed and anonymous requests
# (see scripts/preconnect.ts).
canopy_link=""
if [ "${CANOPY_APP:-host}" = host ]; then
  for canopy_o in $canopy_api $canopy_media $canopy_remotes; do
    case " $canopy_link " in *"<$canopy_o>;"*) continue ;; esac
    canopy_link="${canopy_link:+$canopy_link, }<$canopy_o>; rel=preconnect, <$canopy_o>; rel=preconnect; crossorigin"
  done
fi
# The page itself also preloads the public configuration the app asks for before its
# first paint, for the location this browser saved (its canopy_location cookie), as
# scripts/start-stack.ts does with shared-core's startupConfigUrls: the URLs exactly as
# the app's HTTP client writes them. nginx cannot parse the cookie's JSON, so a value
# other than what the app writes gets no preload rather than a wrong one; 0 is no
# location (savedLocationFrom). Only characters a URL path can hold survive in the base.
canopy_preload_base="$(printf '%s' "$canopy_api_base" | sed -n 's#^\(https\{0,1\}://[A-Za-z0-9.:-]\{1,\}[A-Za-z0-9._~/-]*\)$#\1#p' | sed 's#/*$##')"
canopy_startup="# A remote serves no page of its own, so it preloads nothing."
if [ "${CANOPY_APP:-host}" = host ]; then
  canopy_page_link="$canopy_link"
  if [ -n "$canopy_preload_base" ]; then
    canopy_page_link="${canopy_link:+$canopy_link, }<$canopy_preload_base/sirqul/appconfig\$canopy_startup_query>; rel=preload; as=fetch; crossorigin, <$canopy_preload_base/sirqul/switchconfig\$canopy_startup_query>; rel=preload; as=fetch; crossorigin"
  fi
  canopy_startup="# The page's Link header (see 40-runtime-config.sh): preconnects, and for the page
# itself the start-up configuration's preloads with the saved location's query.
map \"\$uri \$cookie_canopy_location\" \$canopy_startup_query {
    \"~^/index\\.html \$\" \"\";
    \"~^/index\\.html %7B%22latitude%22%3A0%2C\" \"\";
    \"~^/index\\.html %7B%22latitude%22%3A[^%]*%2C%22longitude%22%3A0%7D\$\" \"\";
    \"~^/index\\.html %7B%22latitude%22%3A(?<canopy_latitude>-?[0-9]+(\\.[0-9]+)?)%2C%22longitude%22%3A(?<canopy_longitude>-?[0-9]+(\\.[0-9]+)?)%7D\$\" \"?latitude=\$canopy_latitude&longitude=\$canopy_longitude\";
    default none;
}
map \$canopy_startup_query \$canopy_page_link {
    none \"$canopy_link\";
    default \"$canopy_page_link\";
}"
  canopy_link="add_header Link \$canopy_page_link always;"
fi
mkdir -p "$canopy_snippets" ||
  { echo "40-runtime-config.sh: cannot create $canopy_snippets" >&2; exit 1; }
canopy_write_to "$canopy_snippets" security-headers.conf "add_header X-Content-Type-Options nosniff always;"
canopy_write_to "$canopy_snippets" document-headers.conf "add_header Content-Security-Policy \"$canopy_csp\" always;
add_header X-Content-Type-Options nosniff always;
add_header X-Frame-Options DENY always;
add_header Referrer-Policy strict-origin-when-cross-origin always;
add_header Permissions-Policy \"geolocation=(self), camera=(self), microphone=(self), payment=(), usb=()\" always;
add_header Cross-Origin-Opener-Policy same-origin always;
$canopy_link"

# The host's /api/ location, included by default.conf.template at server level. Its
# nginx $variables live here rather than in the template, which the image runs
# through envsubst.
canopy_api_proxy="# A remote serves no page of its own, so no /api/ here."
if [ "${CANOPY_APP:-host}" = host ]; then
  # nginx looks the API's name up itself, at request time (so it starts before the API
  # and follows it to a new address), with the container's own DNS server (Docker's
  # embedded one on a compose network). IPv4 only: the API trusts one IPv4 address.
  canopy_dns="$(sed -n 's/^[[:space:]]*nameserver[[:space:]]\{1,\}\([0-9A-Fa-f.:]\{1,\}\).*/\1/p' "${RESOLV_CONF:-/etc/resolv.conf}" 2>/dev/null | head -n 1)"
  case "$canopy_dns" in
    *:*) canopy_dns="[$canopy_dns]" ;;
  esac
  canopy_resolver=""
  if [ -n "$canopy_dns" ]; then
    canopy_resolver="resolver $canopy_dns valid=10s ipv6=off;"
  else
    echo "40-runtime-config.sh: no nameserver in ${RESOLV_CONF:-/etc/resolv.conf}: /api/ reaches only an address, not a name" >&2
  fi
  canopy_api_proxy="# The page's API calls, forwarded to the API on this origin: a signed-in call to another
# origin first waits for a CORS preflight (see scripts/same-origin-proxy.ts).
location ^~ /api/ {
    $canopy_resolver
    set \$canopy_api $canopy_upstream;
    proxy_pass \$canopy_api;
    proxy_http_version 1.1;
    proxy_set_header Connection \"\";
    proxy_set_header Host \$host;
    # This server is the edge: the address it saw replaces whatever the client claimed,
    # so no one picks the address the API's per-address rate limits count against.
    proxy_set_header X-Forwarded-For \$remote_addr;
    proxy_set_header X-Forwarded-Host \$http_host;
    proxy_set_header X-Forwarded-Proto \$scheme;
    # Answers pass as they come: the live event stream, the assistant's streamed answers.
    proxy_buffering off;
    # An open live stream is quiet but for a comment every 15 s; an answer from a slow
    # speech-to-text or language-model server may take minutes.
    proxy_read_timeout 1h;
    # Bodies pass as they arrive; the API enforces its own limits (1 MiB of JSON, 10 MiB
    # uploads) and answers them in its error shape.
    client_max_body_size 0;
    proxy_request_buffering off;
    # The API compresses its own answers.
    gzip off;
    # nosniff from here, once; setting a header here also keeps the page policies and the
    # CORS header of the server level off the API's answers.
    proxy_hide_header X-Content-Type-Options;
    include $canopy_snippets/security-headers.conf;
    # Only nginx's own 502/504 (the API down or silent): the API's are passed as they are.
    error_page 502 504 = @canopy_api_unreachable;
}
# The API's error envelope, as scripts/same-origin-proxy.ts answers, so the app shows it
# like any other failure.
location @canopy_api_unreachable {
    default_type \"application/json; charset=utf-8\";
    include $canopy_snippets/security-headers.conf;
    return 502 '{\"valid\":false,\"message\":\"Canopy cannot be reached right now. Please try again.\",\"errorCode\":\"SERVICE_UNAVAILABLE\"}';
}"
fi
# An app page's address without its hash (a shared or typed link such as
# /browse/activity-detail/40; none of the app's files lacks a dot): the host answers with
# the same page in the hash, where every route lives. A remote has no pages of its own.
canopy_app_pages="# A remote serves no page of its own."
if [ "${CANOPY_APP:-host}" = host ]; then
  canopy_app_pages="location ~ \"^/[^.]+\$\" {
    # Relative: nginx's own port inside the container is not the one the browser used.
    absolute_redirect off;
    return 302 \"/#\$request_uri\";
}"
fi
canopy_write_to "$canopy_snippets" api-proxy.conf "$canopy_api_proxy"
canopy_write_to "$canopy_snippets" app-pages.conf "$canopy_app_pages"
canopy_write_to "$canopy_snippets" page-link.conf "$canopy_startup"

unset canopy_dir canopy_snippets canopy_api canopy_remotes canopy_csp canopy_link canopy_o \
  canopy_app_pages \
  canopy_api_base canopy_self canopy_media canopy_api_proxy canopy_upstream canopy_dns \
  canopy_resolver canopy_preload_base canopy_startup canopy_page_link canopy_map_style \
  canopy_stripe canopy_stripe_scripts canopy_stripe_connect canopy_frames \
  canopy_map_tiles
