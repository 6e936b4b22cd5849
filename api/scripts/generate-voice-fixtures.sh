#!/usr/bin/env sh
# Spoken questions for the offline speech-to-text tests, made with espeak-ng and resampled
# by sox to what the browser uploads (16 kHz, mono, 16-bit PCM WAV). The WAV files are
# committed, so tests never need espeak-ng; run this again only to change them.
#   apt-get install -y espeak-ng sox
set -eu
cd "$(dirname "$0")/../test/fixtures"
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT

say() { # file text
  espeak-ng -v en-us+f2 -w "$tmp" "$2"
  sox "$tmp" -r 16000 -c 1 -b 16 -e signed-integer "$1"
}

say question-offers-under-twenty.wav 'which offers are near me under twenty dollars'
say question-show-me-more.wav 'show me more'
say weather-out-of-grammar.wav 'it will rain in the afternoon and the weather stays cold all week'
