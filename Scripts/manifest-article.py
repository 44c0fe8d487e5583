#!/usr/bin/env python3
"""Writes RouteKit's DocC article on the manifest format from README.md, so the two never differ.

    Scripts/manifest-article.py [README] [ARTICLE]

The article is README's sections "The manifest in brief" to "Feature manifests: `include:`"
and "Security: how a link is read", each heading one level up (DocC's article takes `##` for
its sections). `make generate` runs it; a test checks the article is current.
"""
import sys

readme_path = sys.argv[1] if len(sys.argv) > 1 else "README.md"
article_path = sys.argv[2] if len(sys.argv) > 2 else "Sources/RouteKit/RouteKit.docc/ManifestFormat.md"
lines = open(readme_path, encoding="utf-8").read().split("\n")


def section(title):
    """The lines from the `## title` heading up to the next `## ` heading, headings one level up."""
    start = lines.index("## " + title)
    stop = next(i for i in range(start + 1, len(lines)) if lines[i].startswith("## "))
    body, fenced = [], False
    for line in lines[start + 1 : stop]:
        if line.startswith("```"):
            fenced = not fenced
        if not fenced and line.startswith("`make scale"):
            break  # README's notes on the scale test close the section; not the format
        body.append(line[1:] if not fenced and line.startswith("###") else line)
    return body


out = [
    "# The manifest format",
    "",
    "The YAML file routegen reads: the app's schemes and hosts, and every route.",
    "",
    "<!-- Written from README.md by Scripts/manifest-article.py (make generate); edit README.md. -->",
    "",
    "## Overview",
]
out += section("The manifest in brief")
out += ["## How a link is read"]
out += section("Security: how a link is read")
text = "\n".join(out).rstrip("\n") + "\n"
while "\n\n\n" in text:
    text = text.replace("\n\n\n", "\n\n")
open(article_path, "w", encoding="utf-8").write(text)
