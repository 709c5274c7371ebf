#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Every source file of the project says its licence in one SPDX line near its top
# (CONTRIBUTING.md): C++ sources and headers, CMake files, shell and Python scripts.
#   scripts/licence-lines-test.sh SOURCE_DIR
set -euo pipefail
cd "$1"
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  files=$(git ls-files -- '*.cpp' '*.h' '*.mm' '*.cmake' '*CMakeLists.txt' '*.sh' '*.py' .ci/run)
else # a source tree without git (a release tarball)
  files=$(find . -path ./build -prune -o -path './build-*' -prune -o -type f \
            \( -name '*.cpp' -o -name '*.h' -o -name '*.mm' -o -name '*.cmake' -o -name CMakeLists.txt \
               -o -name '*.sh' -o -name '*.py' \) -print)
fi
missing=0
for f in $files; do
  if ! head -n 3 "$f" | grep -q 'SPDX-License-Identifier: GPL-3.0-or-later'; then
    echo "no SPDX licence line in the first three lines: $f"
    missing=$((missing + 1))
  fi
done
count=$(echo "$files" | wc -w)
if [ "$missing" -gt 0 ]; then
  echo "$missing of $count files lack the licence line"
  exit 1
fi
echo "all $count source files carry the licence line"
