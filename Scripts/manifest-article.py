#!/usr/bin/env python3
"""Writes RouteKit's DocC article on the manifest format from the project's docs, so the two never
differ.

    Scripts/manifest-article.py [DOCS] [ARTICLE]

The article is Docs/Manifest.md's sections (from "In brief" on) and Docs/Security.md's, up to its
"Hardening". `make generate` runs it; `make check` fails when the article is stale.
"""
import os, sys

docs = sys.argv[1] if len(sys.argv) > 1 else "Docs"
article_path = sys.argv[2] if len(sys.argv) > 2 else "Sources/RouteKit/RouteKit.docc/ManifestFormat.md"


def body(name, start=None, stop=None):
    """The lines of Docs/NAME after its title, from `## start` up to `## stop`."""
    lines = open(os.path.join(docs, name), encoding="utf-8").read().split("\n")[1:]
    if start:
        lines = lines[lines.index("## " + start) + 1 :]
    if stop:
        lines = lines[: lines.index("## " + stop)]
    return lines


out = [
    "# The manifest format",
    "",
    "The YAML file routegen reads: the app's schemes and hosts, and every route.",
    "",
    "<!-- Written from Docs/Manifest.md and Docs/Security.md by Scripts/manifest-article.py"
    + " (make generate); edit those. -->",
    "",
    "## Overview",
]
out += body("Manifest.md", start="In brief")
out += ["## How a link is read"]
out += body("Security.md", stop="Hardening")
text = "\n".join(out).rstrip("\n") + "\n"
while "\n\n\n" in text:
    text = text.replace("\n\n\n", "\n\n")
open(article_path, "w", encoding="utf-8").write(text)
