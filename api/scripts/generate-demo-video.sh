#!/bin/sh
# Makes the demo video files in api/media from ffmpeg's built-in test pattern, colour
# fields, text and tone: nothing is downloaded or filmed. Run once when the files change
# (needs ffmpeg with libx264 and libfreetype, e.g. Debian's `apt-get install ffmpeg`); the
# output is committed, about 110 kB.
#
# H.264 Constrained Baseline video with AAC-LC sound is the one pair every browser we
# support decodes: Chrome, Edge and Debian's Chromium, Firefox, and Safari, whose native
# HLS player needs it in MPEG-TS segments. hls.js (the player where there is no native HLS)
# transmuxes those segments for Media Source Extensions. VP9 or AV1 would be smaller, but
# Safari plays neither in HLS, so one stream would not do for everyone.
set -eu
cd "$(dirname "$0")/../media"
quiet="-hide_banner -loglevel error -y"
# Output options (after the inputs): no dates or encoder tags, so reruns make equal files.
common="-map_metadata -1 -fflags +bitexact"
video="-c:v libx264 -preset veryslow -crf 38 -pix_fmt yuv420p -profile:v baseline"
audio="-c:a aac -b:a 24k -ac 1"
font="fontfile=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf:fontcolor=white:fontsize=15"
step="$font:x=(w-text_w)/2:y=36"

# shellcheck disable=SC2086
ffmpeg $quiet -f lavfi -i "testsrc2=size=192x108:rate=12:duration=4" \
  -f lavfi -i "sine=frequency=330:duration=4:sample_rate=22050" \
  $common $video $audio -movflags +faststart video-garden-loop.mp4

# The clip of the demo live stream: the API serves this playlist as a LIVE stream that
# loops over these segments with its clock running on (api/src/lib/live-playlist.ts).
# shellcheck disable=SC2086
ffmpeg $quiet -f lavfi -i "testsrc2=size=192x108:rate=12:duration=6" \
  -f lavfi -i "sine=frequency=440:duration=6:sample_rate=22050" \
  $common $video -g 24 $audio -f hls -hls_time 2 -hls_playlist_type vod \
  -hls_segment_filename 'live-harvest-talk-%d.ts' live-harvest-talk.m3u8

# The training's video lesson: three captioned steps over a seedling in a tray.
scene="color=c=#2e7d32:size=256x144:rate=12:duration=6"
scene="$scene,drawbox=x=0:y=104:w=256:h=40:color=#5d4037:t=fill"
scene="$scene,drawbox=x=126:y=74:w=4:h=30:color=#a5d6a7:t=fill"
scene="$scene,drawbox=x=112:y=70:w=14:h=8:color=#81c784:t=fill"
scene="$scene,drawbox=x=130:y=66:w=14:h=8:color=#81c784:t=fill"
scene="$scene,drawtext=$step:text='1. Water the seedling':enable='lt(t,2)'"
scene="$scene,drawtext=$step:text='2. Ease it out of the tray':enable='between(t,2,4)'"
scene="$scene,drawtext=$step:text='3. Plant deeper, firm the soil':enable='gte(t,4)'"
# shellcheck disable=SC2086
ffmpeg $quiet -f lavfi -i "$scene" \
  -f lavfi -i "sine=frequency=262:duration=6:sample_rate=22050" \
  $common $video $audio -movflags +faststart lesson-potting-up.mp4
