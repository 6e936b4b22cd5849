#!/bin/sh
# Makes the demo video files in api/media from ffmpeg's built-in test pattern and tone:
# nothing is downloaded or filmed. Run once when the files change (needs ffmpeg with
# libx264, e.g. Debian's `apt-get install ffmpeg`); the output is committed, about 90 kB.
set -eu
cd "$(dirname "$0")/../media"
common="-hide_banner -loglevel error -y -map_metadata -1 -fflags +bitexact"
video="-c:v libx264 -preset veryslow -crf 38 -pix_fmt yuv420p -profile:v baseline"
audio="-c:a aac -b:a 24k -ac 1"
# shellcheck disable=SC2086
ffmpeg $common -f lavfi -i "testsrc2=size=192x108:rate=12:duration=4" \
  -f lavfi -i "sine=frequency=330:duration=4:sample_rate=22050" \
  $video $audio -movflags +faststart video-garden-loop.mp4
# shellcheck disable=SC2086
ffmpeg $common -f lavfi -i "testsrc2=size=192x108:rate=12:duration=6" \
  -f lavfi -i "sine=frequency=440:duration=6:sample_rate=22050" \
  $video -g 24 $audio -f hls -hls_time 2 -hls_playlist_type vod \
  -hls_segment_filename 'live-harvest-talk-%d.ts' live-harvest-talk.m3u8
