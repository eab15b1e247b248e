#!/usr/bin/env bash
# Builds the home page's product-tour clip from the site's own portal illustrations.
#
#   scripts/make-product-tour.sh            # writes public/videos/product-tour.{webm,mp4,jpg}
#
# Needs two Debian packages and nothing else:  apt-get install -y ffmpeg librsvg2-bin
#
# What it makes (1200x650, 25 fps, no audio track, about 9.4 s, loops cleanly enough to autoplay on a loop):
#   four screens -- overview dashboard, usage by company, an error-rate alert, an invoice -- each shown for
#   2.8 s with a slow zoom (100% -> 106%), joined by 0.6 s cross-fades.
#   product-tour.webm  VP9 (every browser but Safari)
#   product-tour.mp4   H.264 High, yuv420p, faststart (Safari)
#   product-tour.jpg   poster: the first frame
# Each file stays well under 600 KB; the script prints their sizes and fails if one is larger.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="$ROOT/public/videos"
SCREENS=(home/hero-dashboard home/analyze-usage home/monitor-alert home/monetize-invoice)
WIDTH=1200
HEIGHT=650
FPS=25
SHOW=2.8          # seconds each screen is on, fade included
FADE=0.6          # cross-fade length in seconds
ZOOM=0.06         # extra scale reached by the end of a screen
BACKGROUND=0xEEF3F8
MAX_BYTES=614400  # 600 KB

for tool in ffmpeg rsvg-convert; do
  command -v "$tool" >/dev/null || { echo "missing $tool: apt-get install -y ffmpeg librsvg2-bin" >&2; exit 1; }
done

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$OUT"

# Rasterise each SVG at twice the size it is shown at, so the zoom scales down (sharp) rather than up.
inputs=()
for i in "${!SCREENS[@]}"; do
  svg="$ROOT/public/images/${SCREENS[$i]}.svg"
  [[ -f "$svg" ]] || { echo "illustration not found: $svg" >&2; exit 1; }
  rsvg-convert -h $((HEIGHT * 2)) "$svg" -o "$WORK/screen$i.png"
  inputs+=(-loop 1 -framerate "$FPS" -t "$SHOW" -i "$WORK/screen$i.png")
done

# Per screen: a light backdrop, the picture fitted to 92% of the height and zoomed slowly about its centre.
# Then cross-fade screen to screen.
filter=""
count=${#SCREENS[@]}
for i in $(seq 0 $((count - 1))); do
  filter+="color=c=${BACKGROUND}:s=${WIDTH}x${HEIGHT}:r=${FPS}:d=${SHOW}[bg$i];"
  filter+="[$i:v]scale=w='trunc(${HEIGHT}*0.92*(1+${ZOOM}*t/${SHOW})*iw/ih/2)*2':h=-2:eval=frame:flags=bicubic,format=rgba[fg$i];"
  filter+="[bg$i][fg$i]overlay=x='(W-w)/2':y='(H-h)/2':eval=frame:shortest=1,format=yuv420p,setsar=1[s$i];"
done
previous="s0"
for i in $(seq 1 $((count - 1))); do
  offset=$(awk -v i="$i" -v show="$SHOW" -v fade="$FADE" 'BEGIN { printf "%.3f", i * (show - fade) }')
  filter+="[$previous][s$i]xfade=transition=fade:duration=${FADE}:offset=${offset}[x$i];"
  previous="x$i"
done
filter="${filter%;}"

ffmpeg -hide_banner -loglevel error -y "${inputs[@]}" -filter_complex "$filter" -map "[$previous]" \
  -r "$FPS" -an -c:v ffv1 "$WORK/master.mkv"

ffmpeg -hide_banner -loglevel error -y -i "$WORK/master.mkv" -an \
  -c:v libvpx-vp9 -b:v 0 -crf 38 -deadline good -cpu-used 2 -row-mt 1 -pix_fmt yuv420p \
  "$OUT/product-tour.webm"

ffmpeg -hide_banner -loglevel error -y -i "$WORK/master.mkv" -an \
  -c:v libx264 -profile:v high -preset slow -crf 27 -pix_fmt yuv420p -movflags +faststart \
  "$OUT/product-tour.mp4"

ffmpeg -hide_banner -loglevel error -y -i "$WORK/master.mkv" -frames:v 1 -q:v 4 "$OUT/product-tour.jpg"

status=0
for file in product-tour.webm product-tour.mp4 product-tour.jpg; do
  bytes=$(stat -c %s "$OUT/$file")
  printf '%-20s %7d bytes\n' "$file" "$bytes"
  if (( bytes > MAX_BYTES )); then echo "$file is larger than $MAX_BYTES bytes" >&2; status=1; fi
done
exit $status
