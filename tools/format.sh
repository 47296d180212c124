#!/usr/bin/env bash
# Formats every C file in place with the project's .clang-format.
cd "$(dirname "$0")/.." && find src tests -name '*.[ch]' -print0 | xargs -0 clang-format -i
