#!/usr/bin/env python3
"""Points the plugins at a release's prebuilt tool: sets `prebuiltTool` in Package.swift.

    set-prebuilt-tool.py Package.swift URL CHECKSUM    the release's bundle
    set-prebuilt-tool.py Package.swift --none          back to building from source (main)
"""
import re, sys

path = sys.argv[1]
value = "nil" if sys.argv[2] == "--none" else f'(url: "{sys.argv[2]}", checksum: "{sys.argv[3]}")'
text = open(path).read()
line = re.compile(r"^let prebuiltTool: \(url: String, checksum: String\)\? = .*$", re.M)
if not line.search(text):
    sys.exit(f"{path}: no 'let prebuiltTool' line to set")
open(path, "w").write(line.sub(f"let prebuiltTool: (url: String, checksum: String)? = {value}", text))
print(f"{path}: prebuiltTool = {value}")
