#!/bin/sh
# A remote image built with a RELEASE (build arg) publishes its app once into
# releases/<RELEASE>/, on a volume that outlives the container: each new release adds a
# folder and never changes an old one, so the host can be pointed at any version kept
# there (REMOTE_<NAME>_VERSION on the host container) and rolling back is one variable.
# Like 40-runtime-config.sh it is run by the nginx image before nginx starts, never
# calls `exit` on success and keeps its names prefixed. HTML_DIR is overridable for the
# repo's checks.

canopy_html="${HTML_DIR:-/usr/share/nginx/html}"
canopy_release="${CANOPY_RELEASE:-}"

if [ -n "$canopy_release" ]; then
  case "$canopy_release" in
    *[!A-Za-z0-9._-]* | [._-]*)
      echo "30-publish-release.sh: RELEASE \"$canopy_release\" is not a version (letters, digits, . _ -)" >&2
      exit 1
      ;;
  esac
  canopy_target="$canopy_html/releases/$canopy_release"
  if [ -e "$canopy_target" ]; then
    echo "30-publish-release.sh: release $canopy_release is already published; left unchanged"
  else
    mkdir -p "$canopy_target.partial" || exit 1
    for canopy_file in "$canopy_html"/* ; do
      [ "$canopy_file" = "$canopy_html/releases" ] && continue
      cp -R "$canopy_file" "$canopy_target.partial/" || exit 1
    done
    # Renamed into place whole, so nobody is served half a release.
    mv "$canopy_target.partial" "$canopy_target" || exit 1
    echo "30-publish-release.sh: published release $canopy_release"
  fi
fi
