"""A synthetic app of N routes for routegen, deterministic from a seed: the routes, their manifests
and URLs that hit or miss them. Used by Tests/Scale/make-app.py and Benchmarks/make-corpus.py.

The mix is realistic: literal-only paths, one and two typed parameters, optional query items and
catch-alls, under per-feature prefixes. The app's own routes (at most 10) live under `/app/`; the
rest are split into feature files `features/fNN.routes.yaml` of at most `per_file` routes, so no
enum passes routegen's 500-route limit.
"""
import os
import random
from dataclasses import dataclass, field

SCHEME = "scale"
WORDS = ["alpha", "beta", "gamma", "delta", "orders", "items", "media", "notes", "teams", "files", "tags", "maps"]
KINDS = ["literal", "literal", "one", "two", "query", "catchall"]


@dataclass
class Route:
    """One route. `segments` are ("lit", text), ("int", name), ("str", name) or ("rest", name)."""
    name: str
    kind: str
    segments: list
    query: list = field(default_factory=list)  # (name, Swift type, default or None)

    @property
    def path(self):
        def pattern(segment):
            tag, text = segment
            return text if tag == "lit" else f"{{{text}...}}" if tag == "rest" else f"{{{text}}}"
        return "/" + "/".join(pattern(segment) for segment in self.segments)

    def yaml(self):
        lines = [f"  {self.name}:", f"    path: {self.path}"]
        ints = [text for tag, text in self.segments if tag == "int"]
        if ints:
            lines.append("    params: { " + ", ".join(f"{name}: Int" for name in ints) + " }")
        if self.query:
            lines.append("    query:")
            for name, type_, default in self.query:
                lines.append(f"      {name}: {{ type: {type_}, default: {default} }}" if default is not None
                             else f"      {name}: \"{type_}\"")
        return lines

    def hit(self, rng):
        """A URL that must parse to this route, with fresh values."""
        parts = []
        for tag, text in self.segments:
            if tag == "lit":
                parts.append(text)
            elif tag == "int":
                parts.append(str(rng.randint(1, 99999)))
            elif tag == "str":
                parts.append(f"s{rng.randint(1, 999)}")
            else:
                parts += ["a", str(rng.randint(1, 9)), "c"]
        query = f"?page={rng.randint(2, 9)}&q=x{rng.randint(1, 99)}" if self.query else ""
        return f"{SCHEME}://" + "/".join(parts) + query


@dataclass
class Feature:
    enum: str       # F00Route
    prefix: str     # f00: the first path segment of all its routes
    file: str       # features/f00.routes.yaml
    routes: list


@dataclass
class App:
    own: list       # the routes in app.yaml, under /app/
    features: list  # Feature, in include order

    @property
    def routes(self):
        return self.own + [route for feature in self.features for route in feature.routes]

    def write_manifests(self, directory, header):
        """Writes Manifests/app.yaml and its feature files under `directory`."""
        os.makedirs(os.path.join(directory, "Manifests", "features"), exist_ok=True)
        app = [f"# {header}", "version: 1", "enum: AppRoute", "access: public", f"schemes: [{SCHEME}]"]
        if self.features:
            app.append("include:")
            app += [f"  - {feature.file}" for feature in self.features]
        app.append("routes:")
        for route in self.own:
            app += route.yaml()
        with open(os.path.join(directory, "Manifests", "app.yaml"), "w") as out:
            out.write("\n".join(app) + "\n")
        for feature in self.features:
            lines = [f"enum: {feature.enum}", "routes:"]
            for route in feature.routes:
                lines += route.yaml()
            with open(os.path.join(directory, "Manifests", feature.file), "w") as out:
                out.write("\n".join(lines) + "\n")

    def misses(self, rng, count):
        """URLs no route matches: unknown first segments, unknown routes of a feature, too deep."""
        urls = []
        for index in range(count):
            kind = rng.choice(["prefix", "deep", "unknown"])
            if kind == "unknown":
                urls.append(f"{SCHEME}://nowhere/{rng.choice(WORDS)}-{index}")
            elif kind == "prefix":
                urls.append(f"{SCHEME}://f{rng.randrange(max(len(self.features), 1)):02d}/missing-{index}")
            else:
                urls.append(f"{SCHEME}://app/{rng.choice(WORDS)}-x/{index}/deeper/still")
        return urls


def make_app(routes, rng, per_file=500):
    def route(name, prefix, index):
        kind = rng.choice(KINDS)
        word = rng.choice(WORDS)
        base = [("lit", prefix), ("lit", f"{word}-{index}")]
        if kind == "literal":
            return Route(name, kind, base)
        if kind == "one":
            return Route(name, kind, base + [("int", "id")])
        if kind == "two":
            return Route(name, kind, base + [("int", "id"), ("lit", word), ("str", "slug")])
        if kind == "query":
            return Route(name, kind, base, [("page", "Int", 1), ("q", "String?", None)])
        return Route(name, kind, base + [("rest", "rest")])

    own_count = min(10, routes)
    own = [route(f"own{index}", "app", index) for index in range(own_count)]
    rest = routes - own_count
    features = []
    for file in range(-(-rest // per_file)):
        count = min(per_file, rest - file * per_file)
        prefix = f"f{file:02d}"
        features.append(Feature(f"F{file:02d}Route", prefix, f"features/{prefix}.routes.yaml",
                                [route(f"r{file:02d}x{index}", prefix, index) for index in range(count)]))
    return App(own, features)
