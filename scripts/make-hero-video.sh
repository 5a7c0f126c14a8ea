#!/usr/bin/env bash
# Draws the home page's background clip and its poster with ffmpeg (apt-get install ffmpeg):
# slow, drifting light in the forum's indigo, gold and violet. Each term of the pattern turns a whole
# number of times in the clip's length, so the last frame runs into the first and the loop has no
# seam. Only needed to remake the committed files in apps/web/public/media-assets/.
set -euo pipefail
out="$(dirname "$0")/../apps/web/public/media-assets"
mkdir -p "$out"
seconds=8
fps=24
# p: the clip's phase (0 to 2*pi over the clip); three soft waves drift against each other.
p="(2*PI*T/${seconds})"
w1="sin(X/70+${p})"
w2="sin(Y/55-2*${p})"
w3="sin((X+Y)/95+${p}+1.3)"
w4="sin(hypot(X-240,Y-135)/60-${p})"
v="((${w1}+${w2}+${w3}+${w4})/4)"
src="geq=r='22+26*(0.5+0.5*sin(PI*${v}))+38*pow(0.5+0.5*${w4},3)':g='18+18*(0.5+0.5*sin(PI*${v}+1.2))+26*pow(0.5+0.5*${w4},3)':b='70+70*(0.5+0.5*sin(PI*${v}+2.1))'"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
ffmpeg -v error -y -f lavfi -i "color=c=black:s=480x270:r=${fps}:d=${seconds},format=rgb24,${src}" \
  -vf "scale=960:540:flags=bicubic,gblur=sigma=2,format=yuv420p" -c:v ffv1 "$tmp/master.mkv"
ffmpeg -v error -y -i "$tmp/master.mkv" -c:v libvpx-vp9 -b:v 0 -crf 42 -row-mt 1 -deadline good \
  -cpu-used 2 -an "$out/hero.webm"
ffmpeg -v error -y -i "$tmp/master.mkv" -c:v libx264 -preset veryslow -crf 30 -profile:v main \
  -pix_fmt yuv420p -movflags +faststart -an "$out/hero.mp4"
ffmpeg -v error -y -i "$tmp/master.mkv" -frames:v 1 -c:v libwebp -quality 70 "$out/hero-poster.webp"
ls -l "$out"
