// The combination test's WHATWG oracle: node's `URL`, a conforming implementation of the URL
// Standard, reads every link the harness accepted, every link it carried (resolved against the
// link that carries it, as a browser would open it) and every link the generated code built, and
// checks each is on one of its manifest's schemes, and on one of its hosts where it has one.
//
//   node oracle.mjs truth.json lines.jsonl
//
// Prints its counts, and each failure; exits 1 on any.
import { readFileSync } from "node:fs";
import { domainToASCII } from "node:url";

const [truthFile, linesFile] = process.argv.slice(2);
const manifests = Object.fromEntries(JSON.parse(readFileSync(truthFile, "utf8")).manifests.map((m) => [m.id, m]));
const counts = { lines: 0, accepted: 0, carried: 0, built: 0 };
const failures = [];

/** Whether `host` (as WHATWG gives it: lowercased, IDNA) is listed: a domain, under `*.domain`, or
 * one label before `{name}.domain`. */
function isListed(manifest, host) {
  return manifest.hosts.some((pattern) => {
    if (pattern.startsWith("*.")) return host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1;
    const close = pattern.indexOf("}");
    if (pattern.startsWith("{") && close > 0) {
      const domain = pattern.slice(close + 1);
      if (!host.endsWith(domain)) return false;
      const label = host.slice(0, host.length - domain.length);
      return label.length > 0 && !label.includes(".");
    }
    return host === pattern;
  });
}

/** Why `url` is not the app's, or null: its scheme must be listed, and its host too where the
 * scheme carries one (https, http where the manifest reads it, a scheme written `host: true`). */
function problem(manifest, url) {
  const scheme = url.protocol.slice(0, -1);
  const web = scheme === "https" || (scheme === "http" && manifest.http);
  if (web) return isListed(manifest, url.hostname) ? null : `host '${url.hostname}' is not listed`;
  if (manifest.hostSchemes.includes(scheme) && !namesScreen(manifest, url)) {
    // WHATWG keeps a custom scheme's host opaque (as written, escaped); the domain it names is
    // that text decoded and mapped as an https host is (case, IDNA).
    const host = domainToASCII(decode(url.hostname));
    return host && isListed(manifest, host) ? null : `host '${url.hostname}' is not listed`;
  }
  return manifest.schemes.includes(scheme) || manifest.optionalHostSchemes.includes(scheme)
    ? null : `scheme '${scheme}' is not listed`;
}

/** Why `url`, a content link accepted on any host, is not one: the web's scheme, a domain, the
 * default port, no user info. */
function contentProblem(manifest, url) {
  const scheme = url.protocol.slice(0, -1);
  if (!(scheme === "https" || (scheme === "http" && manifest.http))) return `scheme '${scheme}' is no web link`;
  if (url.port !== "" || url.username !== "" || url.password !== "") return "a port or user info";
  // A domain name: two labels or more of letters, digits and inner hyphens, the last not a number
  // (WHATWG writes every IPv4 spelling as dotted decimal); one final dot allowed.
  const labels = url.hostname.replace(/\.$/, "").split(".");
  if (labels.length < 2 || /^[0-9]+$/.test(labels.at(-1))
      || labels.some((label) => !/^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/.test(label))) {
    return `host '${url.hostname}' is no domain name`;
  }
  return null;
}

/** Whether `url` is on a scheme written `host: optional` with a host, as written, that is not
 * listed: its host is then the first segment, as on a plain scheme. */
function namesScreen(manifest, url) {
  const scheme = url.protocol.slice(0, -1);
  return manifest.optionalHostSchemes.includes(scheme) && !isListed(manifest, url.host.toLowerCase());
}

/** The first query item named `name`, percent-decoded byte by byte (no `+` for a space). */
function item(url, name) {
  for (const pair of url.search.slice(1).split("&")) {
    const at = pair.indexOf("=");
    const key = at < 0 ? pair : pair.slice(0, at);
    if (decode(key) === name) return decode(at < 0 ? "" : pair.slice(at + 1));
  }
  return null;
}

function decode(text) {
  const bytes = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "%" && /^[0-9a-fA-F]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i], "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** The link a carried reference is resolved against: the outer link, except on a custom scheme
 * whose host is the first segment, whose "host" is read as the path's first segment (Docs/Manifest.md). */
function base(manifest, url) {
  const scheme = url.protocol.slice(0, -1);
  const carriesHost = scheme === "https" || scheme === "http"
    || (manifest.hostSchemes.includes(scheme) && !namesScreen(manifest, url));
  if (carriesHost || url.host === "") return url.href;
  return `${url.protocol}/${url.host}${url.pathname === "/" ? "" : url.pathname}${url.search}`;
}

/** Checks each carried link of `carried` (the harness's reading) against WHATWG's. */
function checkCarried(manifest, outer, carried, source) {
  for (const link of carried) {
    counts.carried++;
    const value = item(outer, link.item);
    let resolved;
    try {
      resolved = new URL(value ?? "", base(manifest, outer));
    } catch {
      failures.push(`${manifest.id}: ${source}: carries '${value}' as ${link.route}, which WHATWG cannot resolve`);
      continue;
    }
    const why = problem(manifest, resolved);
    if (why) failures.push(`${manifest.id}: ${source}: carries ${resolved.href} as ${link.route}: ${why}`);
    checkCarried(manifest, resolved, link.carried, source);
  }
}

for (const text of readFileSync(linesFile, "utf8").split("\n")) {
  if (!text) continue;
  counts.lines++;
  const line = JSON.parse(text);
  const manifest = manifests[line.manifest];
  if (line.route) {
    counts.accepted++;
    let url;
    try {
      url = new URL(line.url);
    } catch {
      failures.push(`${manifest.id}: ${line.url} is accepted as ${line.route}, which WHATWG cannot parse`);
      continue;
    }
    // A content link (`init(contentLink:)`) may be on any host for a route read on any host: still
    // an https link, or http where the app reads it, on a domain name, port 443, no user info.
    const anyHost = line.content && manifest.routes[line.route].anyHost;
    const why = anyHost ? contentProblem(manifest, url) : problem(manifest, url);
    if (why) failures.push(`${manifest.id}: ${line.url} is accepted as ${line.route}: ${why}`);
    checkCarried(manifest, url, line.carried, line.url);
  }
  for (const built of line.built) {
    counts.built++;
    let url;
    try {
      url = new URL(built);
    } catch {
      failures.push(`${manifest.id}: built ${built}, which WHATWG cannot parse`);
      continue;
    }
    const why = problem(manifest, url);
    if (why) failures.push(`${manifest.id}: built ${built}: ${why}`);
  }
}

for (const failure of failures.slice(0, 50)) console.log(`FAIL ${failure}`);
console.log(
  `oracle: ${Object.entries(counts).map(([k, v]) => `${k} ${v}`).join(", ")}, failures ${failures.length}`,
);
process.exit(failures.length ? 1 : 0);
