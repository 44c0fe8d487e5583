#!/bin/sh
# An Xcode Run Script build phase that writes an app's routes with routegen, built from the
# package checkout this script sits in. The phase's script is one line:
#
#     "${BUILD_DIR%/Build/*}/SourcePackages/checkouts/routegen/Scripts/xcode-generate-routes.sh" App/routes.yaml App/Generated
#
# with the manifest (and any file it includes) as the phase's input files and the Swift files as
# its outputs. Paths are relative to $SRCROOT. Only changed files are rewritten.
set -eu
if [ $# -ne 2 ]; then
    echo "usage: xcode-generate-routes.sh MANIFEST OUTPUT_DIRECTORY (relative to \$SRCROOT)" >&2
    exit 2
fi
package=$(cd "$(dirname "$0")/.." && pwd)
scratch="${DERIVED_FILE_DIR:-${TMPDIR:-/tmp}}/routegen"
# Xcode exports the app's SDK (iOS, say); routegen is built for the machine that runs it.
unset SDKROOT
swift build --package-path "$package" --scratch-path "$scratch" --product routegen-build >&2
# Only the Swift: the AASA and the plist fragments in a target's folder would be bundled as resources.
"$scratch/debug/routegen-build" "$SRCROOT/$1" --output "$SRCROOT/$2" --swift-only --source-root "$SRCROOT"
