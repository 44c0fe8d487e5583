#!/usr/bin/env python3
"""Writes random valid manifests of version 1.2 that combine every feature, the links to try on
each, and what the manifest says each route needs: the inputs of the combination test.

    make-manifests.py COUNT OUTDIR [--seed N] [--links N]

OUTDIR gets, for manifest i, cN.yaml (enum C<i>Route) and, for all of them:
- truth.json: per manifest its schemes, hosts, hosts to build universal links on, and per route
  name what the manifest says it needs (sign-in and permissions, inherited from its groups as
  the README says), the routes its plan shows and the query item that carries a link; then the
  links to open, benign ones with the route they must reach and hostile ones (spoofed hosts,
  links carried inside links, written as an attacker would);
- Constructions.swift: per manifest, route values built in code with hostile values, each with
  whether it is valid (a host value that is no host label is not).

This model of the manifest is written from the README, not from routegen's code: it is the
oracle the harness and oracle.mjs hold the generated code to.
"""
import argparse, json, os, random, re

HOSTILE = ["a/b", "x?y", "#f", "%2F", "100%", "ü", "🎓", "a b", "..", ".", "a&b=c", "+", "evil.com", "\\", "é",
           "/", "?", "a#b", "@", ":", "%", "~x", "-"]
BENIGN = ["rome", "a-b", "x_y", "Caesar", "42", "ab"]
KINDS = ["alpha", "beta", "gamma"]
LANGS = ["en", "de", "fr"]
UNRESERVED = set(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")


def enc(text):
    """Percent-encodes all but the unreserved bytes, as routegen's builder does."""
    return "".join(chr(b) if b in UNRESERVED else "%%%02X" % b for b in text.encode("utf-8"))


def pieces(part):
    """A path segment's texts and the names of the values inside it: `{a}-{b}` → ["", "-", ""], [a, b]."""
    split = re.split(r"\{([^}]*)\}", part)
    return split[0::2], split[1::2]


def split_segment(segment, texts):
    """The values of a segment with values inside, as the README says it is read: it starts with
    the first text and ends with the last, each text between two values splits at its last
    occurrence, and no value is empty. None when it does not fit."""
    first, last = texts[0], texts[-1]
    if not segment.startswith(first) or not segment.endswith(last) or len(segment) < len(first) + len(last):
        return None
    rest = segment[len(first):len(segment) - len(last)]
    values = []
    for separator in reversed(texts[1:-1]):
        at = rest.rfind(separator)
        if at < 0:
            return None
        values.insert(0, rest[at + len(separator):])
        rest = rest[:at]
    values.insert(0, rest)
    return None if "" in values else values


def swift_string(text):
    out = '"'
    for ch in text:
        if ch in '"\\':
            out += "\\" + ch
        elif ord(ch) < 0x20:
            out += "\\u{%x}" % ord(ch)
        else:
            out += ch
    return out + '"'


# The checks a strict route may name (RouteKit's StrictLink.Checks), and those `strict: true` keeps.
STRICT_CHECKS = ["carried", "lowercase", "port", "emptySegment", "trailingSlash", "escape", "items", "fragment"]
STRICT_EXACT = [check for check in STRICT_CHECKS if check != "fragment"]


def yaml_string(text):
    return json.dumps(text, ensure_ascii=False)


class Param:
    """A value of a route: where it is read (path, query, fragment, host) and its type."""

    def __init__(self, name, kind, type_, source, default=None, pattern=None, lowercased=False, last=False,
                 bounds=None, lenient=False):
        self.name, self.kind, self.type, self.source = name, kind, type_, source
        self.default, self.pattern, self.lowercased = default, pattern, lowercased
        # `read: [last]`: of an item given more than once, the last counts; `range:` its bounds;
        # `read: [lenient]`: a value that does not convert reads as absent.
        self.last, self.bounds, self.lenient = last, bounds, lenient
        # The value's Swift name: its name in `params:` and in braces (`q={query}`), its label in code.
        self.swift = name

    def in_template(self):
        """The item as 1.2's path writes it: `name={value}`, or `{value...}` for every other item."""
        return "{%s...}" % self.swift if self.kind == "others" else "%s={%s}" % (self.name, self.swift)

    def yaml(self):
        words = (["lowercased"] * self.lowercased + ["raw"] * (self.kind == "raw") + ["last"] * self.last
                 + ["lenient"] * self.lenient)
        if words or self.bounds:
            optional = "?" if self.source == "optional" else ""
            fields = ["type: %s%s" % ("String" if self.kind == "raw" else self.type, optional)]
            if self.default is not None:
                fields.append("default: %s" % yaml_string(str(self.default)))
            if self.bounds:
                fields.append("range: %s" % self.bounds)
            if words:
                fields.append("read: [%s]" % ", ".join(words))
            return "{ %s }" % ", ".join(fields)
        if self.kind == "others":
            return yaml_string("[String: String]")
        if self.kind == "int" and self.source == "path" and self.default is None:
            return "{ type: Int, example: 42 }"  # for the route table only
        if self.kind == "link":
            return self.type + ("?" if self.source == "optional" else "")
        if self.pattern:
            return "{ type: String, pattern: %s }" % yaml_string(self.pattern)
        if self.default is not None:
            return "{ type: %s, default: %s }" % (self.type, yaml_string(str(self.default)))
        if self.source == "optional":
            return self.type + "?"
        if self.source in ("list", "restlist"):
            return yaml_string("[%s]" % self.type)
        return self.type


class Route:
    def __init__(self, key, path, parent=None):
        self.key, self.path, self.parent = key, path, parent
        self.params = []        # path values (and a host value first), in order
        self.query = []         # query items, in order
        self.fragment = None
        self.fragment_path = None  # a path the fragment holds, which chooses the route (fragment: "/@{x}")
        self.fragment_items = []  # items of a fragment written as a query (fragmentItems:)
        self.when = {}
        self.auth = None
        self.permissions = None
        self.hosts = None
        self.host_param = None
        self.stack, self.root, self.shows = [], None, None
        self.aliases = []
        self.routes = []        # members of a group
        self.feature = None     # the enum of the feature manifest that holds them (`include:`)
        self.universal = True
        self.carried_only = False
        self.strict = False
        self.schemes = None     # the custom schemes a route is limited to, by origin; [] for no link
        self.channels = None    # the custom schemes a route is limited to beside the web or hosts
        self.any_host = False   # content links on any host reach it too (`reach: [anyHost]`)
        self.tab = None
        self.presentation = None

    @property
    def name(self):
        return (self.parent.name + "." if self.parent else "") + self.key

    @property
    def is_group(self):
        return bool(self.routes)

    def chain(self):
        return (self.parent.chain() if self.parent else []) + [self]

    def effective(self, attribute):
        """The route's own setting, else its nearest group's (the README's rule for auth and permissions)."""
        for node in reversed(self.chain()):
            value = getattr(node, attribute)
            if value is not None:
                return value
        return None

    def needs(self):
        """Sign-in and permissions: what the node and each of its groups need (`needs:` adds)."""
        permissions = []
        for node in self.chain():
            permissions += [p for p in node.permissions or [] if p not in permissions]
        return any(node.auth for node in self.chain()), permissions

    def effective_hosts(self):
        return self.effective("hosts")

    def host_value(self):
        for node in self.chain():
            if node.host_param:
                return node.host_param
        return None

    def full_path(self, aliased=False):
        """The path a link of the route has: its groups' paths and its own, or with `aliased`, the
        first alias of each group that has one (a group's aliases are other paths of its routes)."""
        parts = [node.aliases[0] if aliased and node.is_group and node.aliases else node.path for node in self.chain()]
        text = "".join(p if p != "/" else "" for p in parts)
        return text or "/"

    def carried(self):
        return [item for item in self.query if item.kind == "link"]

    def own_reach(self, manifest):
        """Where the route's own links may come from, as Docs/Security.md says: the web unless it
        is kept off it (`universalLink: false`, `schemes:`), the schemes it names or every one (on
        some hosts, those that carry a host), and whether only inside another link
        (`carriedOnly`). Groups pass none of these down here, but their hosts."""
        # A route on some hosts is reached on a custom scheme only where the scheme carries a host.
        every = manifest.all_schemes() if self.effective_hosts() is None else list(manifest.host_schemes)
        schemes = every if self.schemes is None else list(self.schemes)
        if self.channels is not None:
            schemes = [s for s in schemes if s in self.channels]
        return {"web": self.universal and self.schemes is None, "schemes": schemes, "carriedOnly": self.carried_only}

    def reach(self, manifest):
        """The route's reach met with that of each route its plan shows: a link shows them all."""
        reach = self.own_reach(manifest)
        for shown in self.stack + [r for r in (self.root, self.shows) if r]:
            other = shown.own_reach(manifest)
            reach = {"web": reach["web"] and other["web"],
                     "schemes": [s for s in reach["schemes"] if s in other["schemes"]],
                     "carriedOnly": reach["carriedOnly"] or other["carriedOnly"]}
        return reach

    def reach_words(self, manifest):
        """`reach:` as 1.2 writes it: the channels (web, schemes), the hosts, then `carried`;
        `None` for every link, [] for none."""
        if self.schemes == []:
            return []
        channels = None
        if self.schemes is not None:
            channels = list(self.schemes)
        elif self.channels is not None:
            channels = (["web"] if self.universal else []) + list(self.channels)
        elif not self.universal:
            channels = ["schemes"]  # every custom scheme, kept off the web
        words = (channels or []) + (self.hosts or []) + (["anyHost"] if self.any_host else []) \
            + (["carried"] if self.carried_only else [])
        return words or None

    def template(self):
        """1.2's path: the path, the query's items after `?`, the fragment after `#` (its value,
        its path and the items after that path's `?`, or its items)."""
        text = self.path
        if self.query:
            text += "?" + "&".join(q.in_template() for q in self.query)
        items = "&".join(q.in_template() for q in self.fragment_items)
        if self.fragment:
            text += "#{%s}" % self.fragment.swift
        elif self.fragment_path:
            text += "#" + self.fragment_path + ("?" + items if items else "")
        elif items:
            text += "#" + items
        return text

    def yaml(self, indent, manifest):
        pad = " " * indent
        lines = [f"{pad}{self.key}:", f"{pad}  path: {yaml_string(self.template())}"]
        values = ([self.host_param] if self.host_param else []) + self.params + self.query \
            + ([self.fragment] if self.fragment else []) + self.fragment_items
        if values:
            lines.append(f"{pad}  params:")
            lines += [f"{pad}    {p.swift}: {p.yaml()}" for p in values]
        if self.when:
            lines.append(f"{pad}  when: {{ " + ", ".join(f"{k}: {v}" for k, v in self.when.items()) + " }")
        if self.strict is True:
            lines.append(f"{pad}  strict: true")
        elif self.strict:
            lines.append(f"{pad}  strict: [{', '.join(self.strict)}]")
        needs = ["signIn"] * bool(self.auth) + (self.permissions or [])
        if needs:
            # What the node needs beside its groups' (`needs:` adds to them).
            lines.append(f"{pad}  needs: [{', '.join(needs)}]")
        reach = self.reach_words(manifest)
        if reach is not None:
            lines.append(f"{pad}  reach: [{', '.join(yaml_string(w) for w in reach)}]")
        if self.tab:
            lines.append(f"{pad}  tab: {self.tab}")
        if self.stack:
            lines.append(f"{pad}  stack: [{', '.join(r.name for r in self.stack)}]")
        if self.root:
            lines.append(f"{pad}  root: {self.root.name}")
        if self.shows:
            lines.append(f"{pad}  shows: {self.shows.name}")
        if self.presentation:
            lines.append(f"{pad}  presentation: {self.presentation}")
        if self.aliases:
            lines.append(f"{pad}  aliases: [{', '.join(yaml_string(a) for a in self.aliases)}]")
        lines.append(f"{pad}  description: Route {self.name}.")
        if not self.routes and manifest.index % 2 == 0 and len(self.key) % 2 == 0:
            lines.append(f"{pad}  metadata: {{ screen: s_{self.key} }}")
        if not self.routes and self.key == "r1":
            lines.append(f"{pad}  deprecated: Use another link.")
        if self.feature:
            lines.append(f"{pad}  include: {self.feature}.yaml")
        elif self.routes:
            lines.append(f"{pad}  routes:")
            for member in self.routes:
                lines += member.yaml(indent + 4, manifest)
        return lines

    def feature_yaml(self, manifest):
        """The feature manifest `include:` names: its enum and this group's routes."""
        lines = [f"enum: {self.feature}", "routes:"]
        for member in self.routes:
            lines += member.yaml(2, manifest)
        return "\n".join(lines) + "\n"

    def leaves(self):
        if not self.routes:
            return [self]
        return [leaf for member in self.routes for leaf in member.leaves()]


class Manifest:
    def __init__(self, index, rng):
        self.index, self.rng = index, rng
        self.enum = f"C{index}Route"
        r = rng
        i = index
        self.schemes = [f"c{i}"]
        self.host_schemes = []
        if r.random() < 0.6:
            self.host_schemes = [f"h{i}"]
        # `host: optional`: a listed host first, or a screen (the first segment) as on c{i}.
        self.optional_hosts = bool(self.host_schemes) and i % 2 == 1
        self.exact = f"w{i}.example"
        self.wildcard = f"*.s{i}.example" if r.random() < 0.6 else None
        self.lang_host = f"{{lang}}.l{i}.example" if r.random() < 0.7 else None
        self.user_host = f"{{user}}.u{i}.example" if r.random() < 0.5 else None
        self.exclusive = f"x{i}.example" if r.random() < 0.5 else None
        self.http = r.random() < 0.5
        self.tabs = ["home", "more"] if r.random() < 0.5 else []
        self.context = r.random() < 0.5
        # How the app's links are spelled (`spelling:`): built UUIDs and Bools, literals in any case.
        self.spelling = r.choice([[], ["lowercaseUUID"], ["lowercaseUUID", "numericBool"], ["numericBool"]])
        if r.random() < 0.3:
            self.spelling = ["anyCase"] + self.spelling
        self.routes = []
        self.counter = 0
        self.limited_schemes = []
        self.build()
        # The app's policy refuses some routes by their case, whatever shows them: the staff
        # screens, and a few others at random.
        leaves = [route.name for route in self.all_routes()]
        staff = [name for name in leaves if name in ("staff", "vault")]
        self.denied = sorted(set(staff + self.rng.sample(leaves, max(1, len(leaves) // 8))))

    def all_schemes(self):
        """Every custom scheme, as the manifest lists them."""
        return self.host_schemes + self.schemes + self.limited_schemes

    # Hosts as listed, and concrete ones to open links on.
    def host_patterns(self):
        return [h for h in [self.exact, self.wildcard, self.lang_host, self.user_host, self.exclusive] if h]

    def concrete(self, pattern, value=None):
        if pattern.startswith("*."):
            return "www." + pattern[2:]
        if pattern.startswith("{"):
            return (value or "en") + pattern[pattern.index("}") + 1:]
        return pattern

    def fresh(self, prefix):
        self.counter += 1
        return f"{prefix}{self.counter}"

    def build(self):
        r = self.rng
        e = self.enum
        home = Route("home", "/")
        acct = Route("acct", "/acct")
        acct.auth = True
        admin = Route("admin", "/admin/{id}")
        admin.params = [Param("id", "int", "Int", "path")]
        admin.auth, admin.permissions = True, ["admin"]
        perm = Route("perm", "/perm")
        perm.permissions = ["editor"]
        self.routes += [home, acct, admin, perm]
        targets = [home, acct, perm]
        # A destructive screen kept off the web, one no link reaches (the app opens it in code),
        # and routes whose plans show them: their links are kept off the web too.
        staff = Route("staff", "/staff")
        staff.universal = False
        self.routes.append(staff)
        if r.random() < 0.6:
            vault = Route("vault", "/vault/{vid}")
            vault.params = [Param("vid", "int", "Int", "path")]
            vault.schemes = []
            self.routes.append(vault)
        if r.random() < 0.6:
            news = Route("staffNews", "/staffnews")
            news.stack = [staff]
            self.routes.append(news)
        targets = targets + ([staff] if r.random() < 0.5 else [])

        for _ in range(r.randint(4, 7)):
            self.routes.append(self.random_route(targets))

        # Routes chosen by a query item, on one path.
        c = self.fresh("c")
        plain = Route(f"{c}plain", f"/{c}")
        tabbed = Route(f"{c}tab", f"/{c}")
        tabbed.when = {"tab": r.choice(["privacy", yaml_string("a b"), yaml_string("é"),
                                        "{ equals: dark, read: [lowercased] }"])}
        if self.index % 3 == 0:  # drawn by index, so that the random draws stay as they were
            tabbed.when = {"tab": "{ equals: dark, read: [lowercased] }"}
        tabbed.auth = r.random() < 0.3
        token = Route(f"{c}tok", f"/{c}")
        token.when = {"tok": "present", "tab": "absent"}
        token.query = [Param("tok", "string", "String", "required")]
        self.routes += [plain, tabbed, token]

        # Routes chosen by an item of the fragment (an OAuth-style callback and its refusal).
        f = self.fresh("f")
        granted = Route(f"{f}ok", f"/{f}")
        granted.when = {'"#ferr"': "absent"}
        granted.fragment_items = [Param("ftok", "string", "String", "required"),
                                  Param("fn", "int", "Int", "default", default=r.randint(0, 9)),
                                  Param("fl", "string", "String", "list")]
        granted.auth = r.random() < 0.3
        refused = Route(f"{f}err", f"/{f}")
        refused.when = {'"#ferr"': "present"}
        refused.fragment_items = [Param("ferr", "string", "String", "required")]
        refused.auth = r.random() < 0.3
        self.routes += [granted, refused]

        # Routes chosen by the fragment's path, as a single-page web app routes (`/w#/@ana`), and
        # the route at that path for every other fragment.
        w = self.fresh("w")
        wuser = Route(f"{w}user", f"/{w}")
        wuser.fragment_path = "/@{wu}"
        wuser.params = [Param("wu", "string", "String", "piece")]
        wdoc = Route(f"{w}doc", f"/{w}")
        wdoc.fragment_path = "/docs/{wd}"
        wdoc.params = [Param("wd", "int", "Int", "path")]
        wdoc.auth = r.random() < 0.5
        # Items after the fragment's path's `?` (matrix.to's `#/!room?via=…`), at times.
        if r.random() < 0.6:
            wdoc.fragment_items = [Param("wv", "string", "String", r.choice(["required", "optional", "list"]))]
        # And one whose fragment's path starts without a `/`, as Signal's `#p/+1408…`.
        wsig = Route(f"{w}sig", f"/{w}")
        wsig.fragment_path = "p/{wp}"
        wsig.params = [Param("wp", "string", "String", "path")]
        # And one whose path holds `#` as text, as matrix.to's `#/#room:server`.
        walias = Route(f"{w}alias", f"/{w}")
        walias.fragment_path = "/#{wa}"
        walias.params = [Param("wa", "string", "String", "piece")]
        wapp = Route(f"{w}app", f"/{w}")
        self.routes += [wuser, wdoc, wsig, walias, wapp]
        # Routes on some schemes only come below; a route on any path chosen by an item would
        # conflict with the one that takes every link of a scheme (lint says so), so it is one or the other.
        limited = r.random() < 0.6
        if r.random() < 0.5 and not limited:
            anywhere = Route("find", "*")
            anywhere.when = {"zfind": "present"}
            anywhere.query = [Param("zfind", "string", "String", "required")]
            self.routes.append(anywhere)

        # Links carried inside links: optional and required, at the top and in a group.
        go = Route("go", "/go")
        go.query = [Param("to", "link", e, "optional")]
        if r.random() < 0.3:
            go.tab = self.tabs[0] if self.tabs else None
        nxt = Route("next", "/next")
        then = Route("nextThen", "/next")
        then.when = {"to": "present"}
        then.query = [Param("to", "link", e, "required")]
        then.permissions = ["editor"] if r.random() < 0.3 else None
        # A route reached only inside another link, behind sign-in at times.
        conf = Route("conf", "/conf/{tok}")
        conf.params = [Param("tok", "string", "String", "path")]
        conf.carried_only = True
        conf.auth = r.random() < 0.5
        # A strict route: links spelled exactly only.
        strict = Route("strict", "/strict/{sid}")
        strict.params = [Param("sid", "string", "String", "path")]
        strict.query = [Param("sq", "string", "String", "optional")]
        # Every check (true), or some named (`strict: [port, fragment]`).
        strict.strict = True if r.random() < 0.5 else r.sample(STRICT_CHECKS, r.randint(1, 4))
        strict.auth = r.random() < 0.5
        # Values kept as the link writes them (an id that may hold %2F), behind sign-in at times.
        raw = Route("raw", "/raw/{rid}/{rtail...}")
        # A catch-all kept as written too: a `/` inside a piece is `%2F` (`read: [raw]`).
        raw.params = [Param("rid", "raw", "String", "path"), Param("rtail", "raw", "String", "rest")]
        raw.query = [Param("rq", "raw", "String", "optional")]
        raw.auth = r.random() < 0.3
        # A prefix: whatever follows it ignored (`*`), as an OAuth redirect or a study's page.
        prefix = Route("prefix", "/prefix/{pid}/*")
        prefix.params = [Param("pid", "int", "Int", "path")]
        prefix.auth = r.random() < 0.3
        self.routes += [go, nxt, then, conf, strict, raw, prefix]

        # Routes on some schemes only: one beside a route on every origin at its path, and one that
        # takes every link of its scheme.
        self.limited_schemes = []
        self.konly = None
        if limited:
            k, z = f"k{self.index}", f"z{self.index}"
            self.limited_schemes = [k, z]
            konly = Route("konly", "/konly/{kid}")
            konly.params = [Param("kid", "string", "String", "path")]
            # On the scheme that names screens by host too, at times: the route on every origin at its
            # path is then built on the web.
            konly.schemes, konly.universal = [k] + (self.host_schemes if self.optional_hosts and r.random() < 0.5 else []), False
            konly.auth = r.random() < 0.4
            kweb = Route("kweb", "/konly/{kid}")
            kweb.params = [Param("kid", "string", "String", "path")]
            zall = Route("zall", "*")
            zall.schemes, zall.universal = [z], False
            zall.query = [Param("zq", "string", "String", "optional")]
            zall.auth = r.random() < 0.4
            self.routes += [konly, kweb, zall]
            self.konly = konly

        # Hosts: a value route on the language hosts, a String value on the user hosts, the
        # exclusive host's catch-all.
        if self.lang_host:
            local = Route("local", "/local/{id}")
            local.hosts = [self.lang_host]
            local.host_param = Param("lang", "lang", f"Lang{self.index}", "host")
            local.params = [Param("id", "int", "Int", "path")]
            local.auth = r.random() < 0.4
            self.routes.append(local)
        if self.user_host:
            page = Route("userPage", "/profile")
            page.hosts = [self.user_host]
            page.host_param = Param("user", "user", "String", "host", pattern="[a-z0-9-]{2,12}")
            self.routes.append(page)
        if self.exclusive:
            click = Route("click", "/{target...}")
            click.hosts = [self.exclusive]
            click.params = [Param("target", "string", "String", "rest")]
            self.routes.append(click)
        # Content links on any host: the route the app opens from a post's link to another server.
        content = Route("content", "/ct/{cid}")
        content.params = [Param("cid", "int", "Int", "path")]
        content.any_host = True
        self.routes.append(content)
        if self.host_schemes:
            # On the scheme that carries a host, and on one host: `reach: [h1, w1.example]`.
            pair = Route("pair", "/pair/{pid}")
            pair.params = [Param("pid", "int", "Int", "path")]
            pair.hosts, pair.channels, pair.universal = [self.exact], list(self.host_schemes), False
            self.routes.append(pair)

        # Groups, three deep, with auth and permissions at every level.
        for _ in range(r.randint(1, 2)):
            self.routes.append(self.group(targets))
        if self.index % 2 == 1:
            # A group whose routes are a feature manifest's (`include:`), its enum a case of the app's.
            feature = Route("feat", f"/f{self.index}")
            feature.feature = f"F{self.index}Route"
            values = Route("fa", "/a/{n}", feature)
            values.params = [Param("n", "int", "Int", "path")]
            items = Route("fb", "/b", feature)
            items.query = [Param("fq", "string", "String", "optional")]
            feature.routes = [values, items]
            self.routes.append(feature)

    def random_route(self, targets):
        r = self.rng
        key = self.fresh("r")
        path = f"/{key}"
        route = Route(key, path)
        for n in range(r.randint(0, 2)):
            if r.random() < 0.4:
                route.path += "/" + r.choice(["items", "a-b", "x.y", "café"])
            elif r.random() < 0.3:
                # Values inside a segment, with literal text around them.
                template = r.choice(["@{p%d}", "{p%d}-{s%d}", "{p%d}.json", "v{p%d}_{s%d}.x", "{p%d}..{s%d}"])
                route.path += "/" + template.replace("%d", str(n))
                for name in pieces(route.path.split("/")[-1])[1]:
                    kind = r.choice(["string", "int", "kind"])
                    route.params.append(Param(name, kind, {"string": "String", "int": "Int", "kind": f"Kind{self.index}"}[kind], "piece"))
            else:
                kind = r.choice(["string", "int", "kind"])
                route.path += f"/{{p{n}}}"
                route.params.append(Param(f"p{n}", kind, {"string": "String", "int": "Int", "kind": f"Kind{self.index}"}[kind], "path",
                                          lowercased=kind == "kind" and r.random() < 0.4))
        tail = r.random()
        if tail < 0.25:
            kind = r.choice(["string", "int", "kind"])
            route.path += "/{rest...}"
            # `[T]`: one element a segment, an element's `/` written `%2F`.
            source = "restlist" if r.random() < 0.4 else "rest"
            route.params.append(Param("rest", kind, {"string": "String", "int": "Int", "kind": f"Kind{self.index}"}[kind], source))
        elif tail < 0.4:
            route.path += "/{opt?}"
            route.params.append(Param("opt", "string", "String", "optionalPath"))
        for n in range(r.randint(0, 3)):
            choice = r.random()
            if choice < 0.3:
                item = Param(f"q{n}", "string", "String", "optional", last=r.random() < 0.3)
                if n % 2 == 1:
                    item.swift = f"query{n}"  # named apart from the item: `q1={query1}` (drawing nothing)
                route.query.append(item)
            elif choice < 0.5:
                # Bounds the test values keep (0, 7, 123456 and -3 are drawn; -3 only hostile).
                route.query.append(Param(f"n{n}", "int", "Int", "default", default=r.randint(0, 9),
                                         last=r.random() < 0.3,
                                         bounds=r.choice([None, "-3...123456", "...123456"])))
            elif choice < 0.7:
                route.query.append(Param(f"l{n}", "string", "String", "list"))
            elif choice < 0.78:
                route.query.append(Param(f"k{n}", "kind", f"Kind{self.index}", "default", default="alpha"))
            elif choice < 0.85:
                route.query.append(r.choice([Param(f"u{n}", "uuid", "UUID", "optional", lenient=n % 2 == 0),
                                             Param(f"b{n}", "bool", "Bool", "default", default="false")]))
            elif not any(q.kind == "others" for q in route.query):
                route.query.append(Param(f"rest{n}", "others", "String", "others"))
        if r.random() < 0.25:
            route.fragment = r.choice([Param("sec", "string", "String", "optional"), Param("at", "int", "Int", "default", default=1)])
        elif r.random() < 0.2:
            route.fragment_items = [Param("fa", "string", "String", r.choice(["required", "optional", "list"])),
                                    Param("fb", "int", "Int", "default", default=r.randint(0, 9))]
        if r.random() < 0.25:
            route.auth = True
        if r.random() < 0.15:
            route.permissions = [r.choice(["editor", "admin", "billing"])]
        if self.tabs and r.random() < 0.5:
            route.tab = r.choice(self.tabs)
        if r.random() < 0.35:
            route.stack = [r.choice(targets)]
        if r.random() < 0.1:
            route.root = r.choice(targets)
        elif r.random() < 0.1:
            route.shows = r.choice(targets)
        route.presentation = r.choice([None, "sheet", "cover", "plainSheet", "plainCover", "tabRoot"])
        if r.random() < 0.15 and "{rest...}" not in route.path:
            route.aliases = ["/" + self.fresh("alias") + route.path[len(path):]]
        draw = r.random()
        if draw < 0.1:
            route.universal = False
        elif draw < 0.15:
            route.channels = []  # universal links only: `reach: [web]`
        return route

    def group(self, targets):
        r = self.rng
        key = self.fresh("g")
        group = Route(key, f"/{key}/{{gid}}")
        group.params = [Param("gid", "int", "Int", "path")]
        if r.random() < 0.4:
            group.aliases = [f"/old{key}/{{gid}}"]
        if r.random() < 0.4:
            group.auth = True
        if r.random() < 0.3:
            group.permissions = ["editor"]
        if self.lang_host and r.random() < 0.4:
            group.hosts = [self.lang_host]
            group.host_param = Param("lang", "lang", f"Lang{self.index}", "host")
        overview = Route("ov", "/", group)
        sub = Route("sub", "/s/{sid}", group)
        sub.params = [Param("sid", "string", "String", "path")]
        if r.random() < 0.4 and not group.auth:
            sub.auth = True
        deep = Route("deep", "/d", sub)
        if r.random() < 0.4:
            deep.permissions = ["billing"]
        leaf = Route("leaf", "/", deep)
        leaf.stack = [overview]
        other = Route("other", "/o/{x}", deep)
        other.params = [Param("x", "kind", f"Kind{self.index}", "path")]
        if r.random() < 0.3:
            other.auth = True
        deep.routes = [leaf, other]
        item = Route("item", "/i", sub)
        item.fragment = Param("sec", "string", "String", "optional")
        sub.routes = [deep, item]
        carry = Route("carry", "/go", group)
        carry.query = [Param("to", "link", self.enum, "optional")]
        group.routes = [overview, sub, carry]
        if r.random() < 0.5:
            # A route chosen by the value of an item the group shares, on the overview's path.
            group.query = [Param("gref", "string", "String", "optional")]
            chosen = Route("chosen", "/", group)
            chosen.when = {"gref": "pick"}
            if r.random() < 0.5:
                chosen.auth = not (group.auth or False)
            group.routes.insert(1, chosen)
        if self.lang_host and group.hosts is None and r.random() < 0.5:
            # A route naming a host whose value its group does not carry: its own value.
            loc = Route("loc", "/l", group)
            loc.hosts = [self.lang_host]
            loc.host_param = Param("lang", "lang", f"Lang{self.index}", "host")
            group.routes.append(loc)
        return group

    def all_routes(self):
        result = []
        for route in self.routes:
            result += route.leaves()
        return result

    def yaml(self):
        i = self.index
        # The schemes of routes on some schemes only write their links in the other two forms.
        forms = [f"{{ {s}: {form}Form }}" for s, form in zip(self.limited_schemes, ["opaque", "path"])]
        word = "optionalHost" if self.optional_hosts else "host"
        schemes = [f"{{ {s}: {word} }}" for s in self.host_schemes] + self.schemes + forms
        if self.http:
            schemes.append("http")
        hosts = [yaml_string(h) for h in self.host_patterns() if h != self.exclusive]
        if self.exclusive:
            hosts.append(f"{{ {self.exclusive}: exclusive }}")
        lines = [
            "version: 1.2",
            f"enum: {self.enum}",
            "access: public" if i % 2 else "imports: [Foundation]",
            f"schemes: [{', '.join(schemes)}]",
            f"hosts: [{', '.join(hosts)}]",
        ]
        # `apple:`: the app IDs, and in turn an App Clip, a path kept from the AASA (no route's), and
        # the services the AASA and entitlement add.
        apple = [f"apps: [ABCDE12345.com.example.c{i}]"]
        if i % 4 == 1:
            apple.append(f"clips: [ABCDE12345.com.example.c{i}.Clip]")
        if i % 4 == 2 and not self.exclusive:  # the exclusive host's catch-all would lose it
            apple.append('exclude: ["/zz-kept/*"]')
        if i % 3 != 1:
            apple.append(f"services: [{'webcredentials, developerMode' if i % 3 == 0 else 'webcredentials'}]")
        lines.append(f"apple: {{ {', '.join(apple)} }}")
        if i % 3 == 0:
            # The Android apps: assetlinks.json and each one's intent filters, beside the AASA. In
            # turn: one app for every version (pathPattern), one on Android 12+ (pathAdvancedPattern),
            # two apps where the second opens one host, a list of one on Android 15+.
            fingerprints = f"[\"{':'.join(['AB'] * 32)}\"]"
            app = f"package: com.example.c{i}, fingerprints: {fingerprints}"
            kind = (i // 3) % 4
            if kind == 0:
                lines.append(f"android: {{ {app} }}")
            elif kind == 1:
                lines.append(f"android: {{ {app}, minSdk: 31 }}")
            elif kind == 2:
                second = self.lang_host or self.host_patterns()[0]
                lines += [
                    "android:",
                    f"  - {{ {app}, minSdk: 26 }}",
                    f"  - {{ package: com.example.c{i}.lite, fingerprints: {fingerprints}, "
                    + f"hosts: [{yaml_string(second)}], minSdk: 31 }}",
                ]
            else:
                lines += ["android:", f"  - {{ {app}, minSdk: 35 }}"]
        if self.spelling:
            lines.append(f"spelling: [{', '.join(self.spelling)}]")
        if self.tabs:
            lines.append(f"tabs: [{', '.join(self.tabs)}]")
        lines += ["types:", f"  Kind{i}: [{', '.join(KINDS)}]", f"  Lang{i}: [{', '.join(LANGS)}]"]
        if i % 2 == 0:
            lines += ["metadata:", "  screen: { type: String, default: none }"]
        if self.context:
            swift = ", swift: campaign" if i % 4 == 0 else ""
            lines += ["context:", f"  utm_source: {{ type: String?{swift} }}"]
        lines.append("routes:")
        for route in self.routes:
            lines += route.yaml(2, self)
        if i % 2 == 0:
            # A retired route: its links read as `RouteError.removed`, and no link is drawn for it.
            lines += ["  gone:", f"    path: /gone{i}", "    removed: Retired.", "    description: A retired route."]
        return "\n".join(lines) + "\n"

    # Links ----------------------------------------------------------------------------------

    def value_text(self, param, hostile):
        r = self.rng
        if param.source == "piece" and not hostile:
            # Values that hold no text of their segment, so that the link reads them back.
            if param.kind == "int":
                return str(r.choice([0, 7, 123456]))
            if param.kind == "string":
                return r.choice(["rome", "Caesar", "42", "ab"])
        if param.kind == "int":
            return str(r.choice([0, 7, -3, 123456]))
        if param.kind == "kind":
            value = r.choice(KINDS)
            return r.choice([value, value.upper(), value.title()]) if param.lowercased else value
        if param.kind == "uuid":
            text = "%08x-0000-4000-8000-%012x" % (r.randrange(16 ** 8), r.randrange(16 ** 12))
            return text.upper() if r.random() < 0.5 else text
        if param.kind == "bool":
            return r.choice(["true", "false", "1", "0"])
        if param.kind == "lang":
            return r.choice(LANGS)
        if param.kind == "user":
            return r.choice(["ana", "bo-2", "x1"])
        return r.choice(HOSTILE if hostile else BENIGN)

    def path_of(self, route, hostile, aliased=False):
        """The route's path with values, encoded, and its host value if any."""
        segments = []
        values = {p.name: p for node in route.chain() for p in node.params}
        for part in route.full_path(aliased).split("/"):
            if not part:
                continue
            texts, names = pieces(part)
            if names and texts != ["", ""]:
                text = texts[0] + "".join(self.value_text(values[name], hostile) + after for name, after in zip(names, texts[1:]))
                segments.append(enc(text) if text not in (".", "..") else "%2E" * len(text))
            elif part.startswith("{"):
                name = part.strip("{}.?")
                param = values[name]
                text = self.value_text(param, hostile)
                if param.source == "restlist":
                    elements = [text] + [self.value_text(param, hostile) for _ in range(self.rng.randint(0, 2))]
                    segments += [enc(e) if e not in (".", "..") else "%2E" * len(e) for e in elements if e] or ["x"]
                elif param.source == "rest":
                    segments += [enc(piece) for piece in text.split("/") if piece] or ["x"]
                else:
                    segments.append(enc(text) if text not in (".", "..") else "%2E" * len(text))
            elif part == "*":
                segments += self.rng.choice([[], ["x"], ["a", enc(self.value_text(Param("z", "string", "String", "path"), hostile)) or "b"]])
            else:
                segments.append(enc(part))
        return "/" + "/".join(segments)

    def fragment_path_of(self, route, hostile):
        """The fragment's path with values, each segment encoded on its own."""
        values = {p.name: p for p in route.params}
        segments = []
        rooted = route.fragment_path.startswith("/")
        for part in route.fragment_path.removeprefix("/").split("/"):
            texts, names = pieces(part)
            if names:
                segments.append(enc(texts[0] + "".join(self.value_text(values[name], hostile) + after
                                                       for name, after in zip(names, texts[1:]))))
            else:
                segments.append(enc(part))
        return ("/" if rooted else "") + "/".join(segments)

    def query_of(self, route, hostile):
        items = []
        for key, test in route.when.items():
            if test.startswith("{"):
                # `{ equals: dark, read: [lowercased] }`: any case chooses it.
                items.append(f"{key}={self.rng.choice(['dark', 'Dark', 'DARK'])}")
            elif test not in ("present", "absent"):
                items.append(f"{key}={enc(json.loads(test) if test.startswith(chr(34)) else test)}")
        shared = [item for node in route.chain()[:-1] for item in node.query if item.name not in route.when]
        items += self.items_of(shared + route.query, hostile)
        if self.context and self.rng.random() < 0.3:
            items.append("utm_source=mail")
        return items

    def items_of(self, declared, hostile):
        """Items of the query or of the fragment: the required ones, and others at random."""
        items = []
        for item in declared:
            if item.kind == "link":
                continue
            if item.source == "required" or self.rng.random() < 0.5:
                if item.last and self.rng.random() < 0.7:
                    # A first instance no reader takes (a malformed escape): only the last counts.
                    items.append(f"{item.name}=%ZZ")
                if item.kind == "others":
                    items.append(f"zz{self.rng.randint(0, 9)}={enc(self.value_text(item, hostile))}")
                else:
                    items.append(f"{item.name}={enc(self.value_text(item, hostile))}")
        return items

    def origins(self, route):
        """Where a link of the route is opened: (prefix before the path, kind); only where its
        reach, narrowed by its plan's, lets a link come from."""
        reach = route.reach(self)
        if route.schemes is not None:
            return [(f"{s}://", "custom") for s in route.schemes] + [(f"{s}:", "custom") for s in route.schemes]
        hosts = route.effective_hosts()
        value = route.host_value()
        label = None
        if value:
            label = self.value_text(value, False)
        result = []
        if hosts is None:
            if f"c{self.index}" in reach["schemes"]:
                result.append((f"c{self.index}://", "custom"))
                result.append((f"c{self.index}:", "custom"))
            if self.optional_hosts and f"h{self.index}" in reach["schemes"]:
                result.append((f"h{self.index}://", "custom"))
            pool = [h for h in self.host_patterns() if h != self.exclusive and not h.startswith("{")]
            if self.lang_host:
                pool.append(self.lang_host)
        else:
            pool = hosts
        for pattern in pool:
            host = self.concrete(pattern, label if pattern in (hosts or []) else None)
            if reach["web"]:
                result.append((f"https://{host}", "web"))
                if self.http:
                    result.append((f"http://{host}", "web"))
            for scheme in self.host_schemes:
                if scheme in reach["schemes"]:
                    result.append((f"{scheme}://{host}", "hostform"))
        return result

    def link(self, route, origin, hostile=False, aliased=False):
        prefix, kind = origin
        path = self.path_of(route, hostile, aliased)
        if kind == "custom" and prefix.endswith("//"):
            path = path[1:] if path != "/" else ""
        query = self.query_of(route, hostile)
        text = prefix + path + ("?" + "&".join(query) if query else "")
        if route.fragment and self.rng.random() < 0.5:
            text += "#" + enc(self.value_text(route.fragment, hostile))
        if route.fragment_path:
            text += "#" + self.fragment_path_of(route, hostile)
        items = self.items_of(route.fragment_items, hostile)
        if items:
            # After a fragment's path, items follow its `?`.
            text += ("?" if route.fragment_path else "#") + "&".join(items)
        return text

    def spoofs(self, link):
        """An attacker's spellings of `link`'s host: other hosts made to look listed."""
        if "://" not in link:
            return []
        scheme, rest = link.split("://", 1)
        cut = min([rest.index(c) for c in "/?#" if c in rest] or [len(rest)])
        host, tail = rest[:cut], rest[cut:]
        forms = [f"{host}.evil.com", "evil.com", f"evil.com@{host}", f"{host}@evil.com", f"{host}:444",
                 f"{host}:443", f"[{host}]", host.replace(".", "%2E", 1), f"evil.com%2F.{host}", host.upper(),
                 f"{host}.", f"a.b.{host}", host.split(".", 1)[-1], f"evil.com#.{host}", f"evil.com\\.{host}",
                 f"{host}%00", host.replace(".", "\u3002", 1), f"{host}\t", f"xn--{host}"]
        return [f"{scheme}://{form}{tail}" for form in forms]

    def links(self, budget):
        r = self.rng
        out = []
        leaves = [route for route in self.all_routes()]
        named = {route.name: route for route in leaves}
        for route in leaves:
            for origin in self.origins(route):
                link = self.link(route, origin)
                out.append({"url": link, "expect": self.expected(route, link)})
                if any(node.is_group and node.aliases for node in route.chain()):
                    aliased = self.link(route, origin, aliased=True)
                    out.append({"url": aliased, "expect": self.expected(route, aliased)})
                out.append({"url": self.link(route, origin, hostile=True), "expect": None})
                if r.random() < 0.3:
                    out += [{"url": s, "expect": None} for s in self.spoofs(link)]
        # Links carried inside links.
        carriers = [route for route in leaves if route.carried()]
        # Every key carried too: routes chosen by the fragment's path (one behind sign-in at times),
        # values kept as written, the strict route, the prefix and the content route, beside sign-in
        # routes and random ones.
        keyed = [route for route in leaves
                 if route.fragment_path or route.key in ("raw", "strict", "prefix", "content")]
        # And routes not every link reaches: kept off the web, on some schemes, reached by none, or
        # showing one of those in their plan.
        narrow = [route for route in leaves
                  if route.name in ("staff", "vault", "staffNews", "konly", "zall") or not route.universal
                  or route.channels is not None]
        targets = [named["acct"], named["admin"], named["perm"], named["home"], named["conf"]] + keyed + narrow \
            + r.sample(leaves, min(6, len(leaves)))
        hostile_refs = ["//acct", "///acct", "/\\acct", "\\\\acct", "/\t/acct", "//admin/3", "/\\/admin/3", "https:\\\\acct",
                        "%2F%2Facct", "//evil.com/acct", "///evil.com/acct", "/\\evil.com/acct", "\\\\evil.com\\acct", "/\t/evil.com/acct",
                        "\t//evil.com", "https:evil.com/acct", "https:/evil.com", "https:\\\\evil.com", "//@evil.com/acct",
                        f"//{self.exact}@evil.com/acct", f"//evil.com%2F{self.exact}/acct", f"//{self.exact}/acct",
                        f"//{self.exact.upper()}/admin/3", "../acct", "./admin/1", "a/../acct", "/x/%2e%2e/acct", "acct",
                        "", "?q=1", "#acct", "javascript:alert(1)", "data:,x", f"c{self.index}://acct", f"c{self.index}:acct",
                        f"http://{self.exact}/acct", f"HTTPS://{self.exact}/acct", f"https://{self.exact}:443/acct",
                        f"https://{self.exact}:444/acct"]
        def channel(prefix):
            return "web" if prefix.startswith("http") else prefix.split(":")[0]

        def admits(route, channels):
            reach = route.reach(self)
            return all(c == "web" and reach["web"] or c in reach["schemes"] for c in channels) \
                and (not reach["carriedOnly"] or len(channels) > 1)

        for carrier in carriers:
            item = carrier.carried()[0].name
            origins = self.origins(carrier)
            # Every channel carries: a web link, the plain scheme, and a scheme some routes are on.
            chosen = origins[:5] + [o for o in origins[5:] if o[1] == "web"][:1]
            if self.limited_schemes and carrier.schemes is None and carrier.effective_hosts() is None:
                chosen.append((f"{self.limited_schemes[0]}://", "custom"))
            for origin in chosen:
                base = self.link(carrier, origin).split("?")[0].split("#")[0]
                query_prefix = "".join(f"{k}={v}&" for k, v in carrier.when.items() if v not in ("present", "absent"))
                def carry(value, raw=False):
                    return f"{base}?{query_prefix}{item}={value if raw else enc(value)}"
                outer = channel(origin[0])
                def add(url, channels, target):
                    entry = {"url": url, "expect": None}
                    # A chain that would show the route from where its reach says no: the parser
                    # must keep it out (refuse the link, or read it as another route).
                    if not admits(target, channels):
                        entry["keptOut"] = target.name
                    out.append(entry)
                for target in targets:
                    for target_origin in self.origins(target)[:3]:
                        inner = self.link(target, target_origin)
                        add(carry(inner), [outer, channel(target_origin[0])], target)
                    path_form = self.link(target, ("", "path"))
                    add(carry(path_form), [outer, outer], target)
                    # Two and three deep.
                    go = f"/go?to={enc(path_form)}"
                    add(carry(go), [outer, outer, outer], target)
                    add(carry(f"/go?to={enc(go)}"), [outer, outer, outer, outer], target)
                for ref in hostile_refs:
                    out.append({"url": carry(ref), "expect": None})
                    out.append({"url": carry(f"/go?to={enc(ref)}"), "expect": None})
                for ref in r.sample(hostile_refs, 6):
                    out.append({"url": carry(ref.replace("\t", "%09"), raw=True), "expect": None})
                for spoof in self.spoofs(f"https://{self.exact}/acct")[:12]:
                    out.append({"url": carry(spoof), "expect": None})
        # Content links (`init(contentLink:)`): on hosts the app does not list, only the route read
        # on any host takes them; on listed ones, any route as from outside.
        others = [f"any{self.index}.example.net", "evil.com", f"{self.exact}.evil.com", "xn--mnchen-3ya.de",
                  "MiXeD.Example.ORG."]
        # No address or name that is no domain: read as no content link.
        for host in ["1.2.3.4", "127.1", "0x7f.1", "a..b", "-a.b-", "localhost"]:
            out.append({"url": f"https://{host}/ct/1", "expect": None, "content": True})
        for host in others:
            out.append({"url": f"https://{host}/ct/{r.randint(0, 99)}", "expect": "content", "content": True})
            for path in ["/acct", "/admin/3", "/", "/go?to=%2Fct%2F1", f"/ct/{r.randint(0, 9)}?x=1#f"]:
                out.append({"url": f"https://{host}{path}", "expect": None, "content": True})
            for form in [f"https://{host}:444/ct/1", f"https://u@{host}/ct/1", f"c{self.index}://{host}/ct/1"]:
                out.append({"url": form, "expect": None, "content": True})
        out.append({"url": f"https://{self.exact}/acct", "expect": "acct", "content": True})
        out.append({"url": f"https://evil.com/ct/1", "expect": None})
        r.shuffle(out)
        return out[:budget]

    def expected(self, route, link):
        """The route a benign link of `route` reaches: itself, unless a route chosen by an item
        takes it (the search on any path), or it lacks the carried link that chooses it."""
        if route.schemes and route.path == "*":
            return route.name
        # A link naming the screen on a scheme the route on some schemes only is on: that route's.
        if route.key == "kweb" and any(link.lower().startswith(s + form + "konly") for s in self.konly.schemes
                                       for form in (":", ":/", "://")):
            return "konly"
        if "zfind=" in link or route.path == "*" or route.carried_only:
            return None
        if any(item.source == "required" for item in route.carried()):
            return None
        # An item the group shares that happens to hold the value choosing its sibling.
        query = link.split("#")[0].split("?", 1)[1] if "?" in link.split("#")[0] else ""
        refs = [item.split("=", 1)[1] for item in query.split("&") if item.startswith("gref=")]
        if refs and refs[0] == "pick" and not route.when and route.key == "ov":
            return route.parent.name + ".chosen"
        return route.name

    # Truth -------------------------------------------------------------------------------------

    def truth(self, budget):
        routes = {}
        for route in self.all_routes():
            routes[route.name] = {
                "auth": route.needs()[0],
                "permissions": sorted(route.needs()[1]),
                "plan": [t.name for t in route.stack] + ([route.root.name] if route.root else []) + ([route.shows.name] if route.shows else []),
                "carries": [item.name for item in route.carried()],
                "carriedOnly": route.carried_only,
                "anyHost": route.any_host,
                "strict": (STRICT_EXACT if route.strict is True else route.strict) or None,
                "reach": route.reach(self),
            }
        hosts = self.host_patterns()
        samples = [self.concrete(h, "de") for h in hosts] + [self.concrete(h) for h in hosts if h.startswith("{")]
        return {
            "id": f"c{self.index}",
            "enum": self.enum,
            "schemes": self.schemes + self.limited_schemes,
            "hostSchemes": self.host_schemes,
            "optionalHostSchemes": self.host_schemes if self.optional_hosts else [],
            "hosts": hosts,
            "http": self.http,
            "sampleHosts": sorted(set(samples)),
            "routes": routes,
            "denied": self.denied,
            "links": self.links(budget),
        }

    def constructions(self):
        """Swift route values with hostile values, each with whether it must read back."""
        r = self.rng
        lines = [f"extension {self.enum}: CombinationConstructible {{",
                 f"    static var constructed: [(route: {self.enum}, valid: Bool)] {{", "        ["]
        for route in self.all_routes():
            if (route.path == "*" and not route.schemes) or route.name in ("nextThen",) or route.carried_only \
                    or route.schemes == []:
                continue
            for hostile in (False, True, True):
                expression, valid = self.construction(route, hostile)
                lines.append(f"            ({expression}, {'true' if valid else 'false'}),")
        lines += ["        ]", "    }", "}", ""]
        return "\n".join(lines)

    def swift_value(self, param, hostile):
        """A Swift value of `param`, and whether it is valid; `self.text` is its text in a link."""
        r = self.rng
        self.text = ""
        if param.source == "restlist":
            # One element a segment: each a value of the element type, none empty.
            element = Param(param.name, param.kind, param.type, "path")
            values = [self.swift_value(element, hostile) for _ in range(r.randint(1, 3))]
            values = [(v if v != '""' else '"x"', ok) for v, ok in values]
            self.text = ""
            return "[%s]" % ", ".join(v for v, _ in values), all(ok for _, ok in values)
        if param.kind == "int":
            value = r.choice([0, -1, 42, 2**31])
            self.text = str(value)
            # Outside its `range:`, a value reads as no link.
            lower, upper = (param.bounds or "...").split("...")
            return self.text, (not lower or value >= int(lower)) and (not upper or value <= int(upper))
        if param.kind == "kind":
            self.text = r.choice(KINDS)
            return "." + self.text, True
        if param.kind == "uuid":
            self.text = "%08X-0000-4000-8000-%012X" % (r.randrange(16 ** 8), r.randrange(16 ** 12))
            return 'UUID(uuidString: "%s")!' % self.text, True
        if param.kind == "bool":
            self.text = r.choice(["true", "false"])
            return self.text, True
        if param.kind == "lang":
            return "." + r.choice(LANGS), True
        if param.kind == "user":
            text = r.choice(["evil.com/", "evil.com", "a:1", "A", "", "ü", "a b"] if hostile else ["ana", "bo-2"])
            valid = bool(text) and all(c in "abcdefghijklmnopqrstuvwxyz0123456789-" for c in text) and 2 <= len(text) <= 12
            return swift_string(text), valid
        if param.kind == "raw":
            # Text a link holds as it is, escapes and all: it reads back unchanged.
            self.text = r.choice(["YWE%2Fx", "a%20b", "plain", "%F0%9F%8E%93", "x%25y", "%2E%2Ex"]
                                 + ["AC%2FDC/live", "a/b/c", ""] * (param.source == "rest"))
            return swift_string(self.text), True
        if param.kind == "link":
            return (".acct" if param.source == "required" else r.choice(["nil", ".acct", ".home", ".admin(id: 3)", '.conf(tok: "x")'])), True
        if param.kind == "others":
            key = r.choice(["zz", "a b", "é"])
            return "[%s: %s]" % (swift_string(key), swift_string(r.choice(HOSTILE))), True
        text = r.choice(HOSTILE if hostile else BENIGN)
        self.text = text
        if param.source == "list":
            return "[%s]" % swift_string(text), True
        if param.source == "rest":
            return swift_string(text if text.strip("/") else "x"), True
        return swift_string(text), True

    def construction(self, route, hostile):
        valid = True
        texts_of = {}
        def arguments(node, own_only):
            nonlocal valid
            params = ([node.host_param] if node.host_param else []) + node.params + [q for q in node.query] + ([node.fragment] if node.fragment else []) + node.fragment_items
            result = []
            for p in params:
                value, ok = self.swift_value(p, hostile)
                texts_of[p.name] = self.text
                if p.name in route.when:
                    # A group's item that chooses the route holds the value it is read with.
                    value = swift_string(route.when[p.name])
                if p.source in ("rest",) and value == '""':
                    value = '"x"'
                valid = valid and ok
                if p.source == "optionalPath" and value == '""':
                    value = '"x"'
                result.append(f"{p.swift}: {value}")
            return result
        chain = route.chain()
        node_arguments = {node.key: arguments(node, True) for node in chain}
        # A segment whose values would not read back (a later value holding the text before it,
        # or an empty one) is written so that the link is refused: the value is invalid.
        for node in chain:
            for part in (node.path + "/" + (node.fragment_path or "")).split("/"):
                texts, names = pieces(part)
                if not names or texts == ["", ""]:
                    continue
                written = [texts_of[name] for name in names]
                if split_segment(texts[0] + "".join(v + t for v, t in zip(written, texts[1:])), texts) != written:
                    valid = False
        expression = None
        for node in reversed(chain):
            args = node_arguments[node.key]
            if expression is None:
                expression = f".{node.key}" + (f"({', '.join(args)})" if args else "")
            else:
                expression = f".{node.key}({', '.join(args + [expression])})"
        return f"{self.enum}{expression}" if expression.startswith(".") else expression, valid


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("count", type=int)
    parser.add_argument("outdir")
    parser.add_argument("--seed", type=int, default=37)
    parser.add_argument("--links", type=int, default=1500)
    args = parser.parse_args()
    os.makedirs(args.outdir, exist_ok=True)
    manifests = []
    swift = ["// Generated by make-manifests.py: route values built in code, with hostile values.", "import Foundation", ""]
    for index in range(args.count):
        rng = random.Random(args.seed * 1_000_003 + index)
        manifest = Manifest(index, rng)
        with open(os.path.join(args.outdir, f"c{index}.yaml"), "w") as out:
            out.write(manifest.yaml())
        for route in manifest.routes:
            if route.feature:
                with open(os.path.join(args.outdir, f"{route.feature}.yaml"), "w") as out:
                    out.write(route.feature_yaml(manifest))
        manifests.append(manifest.truth(args.links))
        swift.append(manifest.constructions())
    with open(os.path.join(args.outdir, "truth.json"), "w") as out:
        json.dump({"manifests": manifests}, out, ensure_ascii=False)
    with open(os.path.join(args.outdir, "Constructions.swift"), "w") as out:
        out.write("\n".join(swift))
    registry = ["// Generated by make-manifests.py: the manifests the harness runs.", "@MainActor let registry: [String: any CombinationRunner.Type] = ["]
    registry += [f'    "c{i}": Runner<C{i}Route>.self,' for i in range(args.count)] + ["]", ""]
    with open(os.path.join(args.outdir, "Registry.swift"), "w") as out:
        out.write("\n".join(registry))


if __name__ == "__main__":
    main()
