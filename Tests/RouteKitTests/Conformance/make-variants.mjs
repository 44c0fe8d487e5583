// Writes wpt-variants.json: every web-platform-tests URL input re-hosted onto the hosts that
// URLConformanceTests lists, as an attacker would try it, with the WHATWG URL Standard's reading
// of each variant as node's `URL` (a conforming implementation) gives it.
//
//   node Tests/RouteKitTests/Conformance/make-variants.mjs
//
// The listed hosts are example.com, *.example.org, xn--bcher-kva.example and {lang}.example.net (one
// label before the domain, which a route reads as a value); the custom schemes are
// app, and hs, whose links carry a listed host first (`hs://example.com/x`), so each https variant is
// tried on hs too. The test reads each variant with Foundation and RouteKit and holds RouteKit to
// this file.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const cases = JSON.parse(readFileSync(join(here, "wpt-urltestdata.json"), "utf8")).filter(
  (entry) => typeof entry === "object",
);

const schemePattern = /^[\x00-\x20]*[A-Za-z][A-Za-z0-9+.-]*:/;

/** The input's host as written: after the scheme and its slashes, up to the authority's end, after
 * the last `@`, before a port (a bracketed host keeps its brackets). */
function splitHost(input) {
  const scheme = input.match(schemePattern);
  if (!scheme) return null;
  let start = scheme[0].length;
  while (start < input.length && (input[start] === "/" || input[start] === "\\")) start++;
  if (start === scheme[0].length) return null;
  let end = start;
  while (end < input.length && !"/\\?#".includes(input[end])) end++;
  const authority = input.slice(start, end);
  const at = authority.lastIndexOf("@");
  const hostStart = start + at + 1;
  let hostEnd = end;
  const hostAndPort = input.slice(hostStart, end);
  if (hostAndPort.startsWith("[")) {
    const close = hostAndPort.indexOf("]");
    if (close >= 0) hostEnd = hostStart + close + 1;
  } else {
    const colon = hostAndPort.indexOf(":");
    if (colon >= 0) hostEnd = hostStart + colon;
  }
  return { before: input.slice(0, hostStart), host: input.slice(hostStart, hostEnd), after: input.slice(hostEnd) };
}

function withScheme(input, scheme) {
  return schemePattern.test(input) ? input.replace(schemePattern, `${scheme}:`) : null;
}

/** The replacement hosts whose https variants are tried on http too. */
const httpHosts = new Set(["example.com", "a.example.org", "en.example.net", "mail.example.com", "example%2Ecom"]);

/** An attacker's spellings of a link to a listed host, and of a foreign host made to look listed. */
function rehosted(input) {
  const variants = [];
  for (const scheme of ["https", "app"]) {
    const swapped = withScheme(input, scheme);
    if (!swapped) continue;
    variants.push(swapped);
    const parts = splitHost(swapped);
    if (!parts || scheme !== "https") continue;
    const { before, host, after } = parts;
    for (const replacement of [
      "example.com", "a.example.org", `${host}.example.org`, `${host}example.com`, `example.com.${host}`,
      `example.com@${host}`, `${host}@example.com`, `[${host}]`, "[example.com]", `[${host}.example.org]`,
      "example%2Ecom", "exampl%65.com", "b%C3%BCcher.example", `${host}%2F.example.org`, `${host}%40a.example.org`,
      // A host whose first label is a value: one label, never more, never a foreign host.
      "en.example.net", `${host}.example.net`, `en.${host}.example.net`, `en.example.net.${host}`,
      `${host}%2Eexample.net`, `en%2E${host}.example.net`,
      // The exclusive host, which serves only its own route.
      "mail.example.com", `mail.example.com.${host}`, `${host}.mail.example.com`, "mail%2Eexample.com",
    ]) {
      variants.push(before + replacement + after);
      variants.push(withScheme(before + replacement + after, "hs"));
      // http, which a parser reads where the manifest says `http: true`, on a few of the hosts.
      if (httpHosts.has(replacement)) variants.push(withScheme(before + replacement + after, "http"));
    }
  }
  return variants;
}

/** Links no re-hosting of the suite makes, each an attack or a listed host spelled another way. */
const handWritten = [
  "https://[edugo.app]/dashboard", "https://[example.com]:443/x", "https://[::1%25a.example.org]/x",
  "https://evil.com%2F.example.org/", "https://evil.com%00.example.org/", "https://evil.com%40a.example.org/",
  "https://example.com%80.example.org/", "https://example%2Ecom/", "https://exampl%65.com/",
  "https://bücher.example/", "https://BÜCHER.example/x", "https://b%C3%BCcher.example/", "https://xn--bcher-kva.example/",
  "https://a.xn--bcher-kva.example/", "https://xn--zz.example.org/", "https://xn--.example.org/",
  "https://ｅｘａｍｐｌｅ.com/", "https://example。com/", "https://example%E3%80%82com/", "https://exa%C2%ADmple.com/",
  "https://evil.com\\.example.org/", "https://evil.com\\@example.com/", "https://example.com\\@evil.com/",
  "https://example.com%5C@evil.com/", "https://evil.com%5C.example.org/", "https://example.com:0443/x",
  "https://example.com:443/x", "https://example.com:/x", "https://@example.com/x", "https://:@example.com/x",
  "https://a..example.org/x", "https://.example.org/x", "https://example.com./x", "https://a.example.org./x",
  "https://%65xample.com/", "https://ex%2Dample.com/", "https://EXAMPLE%2ECOM/", "https://example.com%2e/",
  "https://0x7f.example.org/", "https://1.2.3.4/", "https://a.example.org%2F/x", "https://a%2Eexample.org/",
  "https://example.org%2Eevil.com/", "https://a.example.org%23.evil.com/", "https://a.example.org%3F.evil.com/",
  "https://a%00.example.org/x", "https://a%20.example.org/x", "https://a%7C.example.org/x", "https://a%5E.example.org/x",
  "https://a%25.example.org/x", "https://a%3A1.example.org/x", "https://xn--bcher-kva.example/%2F/x?q=%E9&r=1",
  "app://[dashboard]/x", "app://b%C3%BCcher/x", "app://bücher/x", "app://user@x/y", "app://x:1/y",
  "app://%5B/x", "app://x/%2F/y?a=%E9&b=c", "app://:/", "app://x:/y",
  "hs://example.com/x", "HS://EXAMPLE.COM/x", "hs://a.b.example.org/x", "hs://example.org/x", "hs:///x",
  "hs://x/example.com", "hs://example.com@evil.com/", "hs://evil.com@example.com/", "hs://example.com:1/",
  "hs://example%2Ecom/", "hs://bücher.example/", "hs://xn--bcher-kva.example/x", "hs://xn--bcher-kva.example/", "hs://[example.com]/",
  "hs://evil.com%2F.example.org/", "hs://evil.com\\.example.org/", "hs://example.com./", "hs:example.com/x",
  "https://en.example.net/x", "https://EN.Example.NET/x", "https://a.b.example.net/x", "https://example.net/x",
  "https://.example.net/x", "https://en..example.net/x", "https://en%2Eevil.example.net/x", "https://en.example.net.evil.com/",
  "https://evil.com/en.example.net", "https://en.example.net@evil.com/", "https://evil.com@en.example.net/",
  "https://ｅｎ.example.net/", "https://xn--bcher-kva.example.net/", "https://bücher.example.net/", "https://en.example.net./x",
  "https://en%00.example.net/x", "https://e%6E.example.net/x", "https://en.example.net:443/x", "https://en.example.net:8443/x",
  "hs://en.example.net/x", "hs://a.b.example.net/x", "hs://EN.example.net/x", "hs://en%2Eevil.example.net/",
  "hs://example.net/x", "hs://en.example.net@evil.com/", "hs://bücher.example.net/", "hs://xn--bcher-kva.example.net/x",
  // What Foundation makes of `https://％４１.com.example.org`: it maps full-width forms first.
  "https://%41.com.example.org",
  // The exclusive host and http.
  "https://mail.example.com/x", "https://MAIL.Example.COM/x", "https://mail.example.com./x", "https://evil.com@mail.example.com/",
  "https://mail.example.com@evil.com/", "https://mail%2Eexample.com/x", "hs://mail.example.com/x", "http://mail.example.com/x",
  "http://example.com/x", "http://example.com:80/x", "http://example.com:443/x", "http://example.com:8080/x",
  "http://en.example.net/x", "http://a.example.org/x", "http://[example.com]/x", "http://example.com@evil.com/",
  "http:example.com/x", "http:/example.com/x", "http:\\\\example.com\\x", "HTTP://EXAMPLE.COM/x",
];

const records = [];
const seen = new Set();
function add(input) {
  if (seen.has(input)) return;
  seen.add(input);
  let record;
  try {
    const url = new URL(input);
    record = {
      input, protocol: url.protocol, username: url.username, password: url.password,
      hostname: url.hostname, port: url.port, pathname: url.pathname, search: url.search,
    };
  } catch {
    record = { input, failure: true };
  }
  records.push(record);
}
for (const entry of cases) {
  // Variants of inputs a base would complete are left out: they are not links on their own.
  if (entry.base !== null && entry.base !== undefined && !schemePattern.test(entry.input)) continue;
  for (const variant of rehosted(entry.input)) add(variant);
}
for (const input of handWritten) add(input);
// Foundation maps a custom scheme's non-ASCII host to its IDNA form, as browsers map an https host,
// where WHATWG keeps it opaque: each such hs link is also given as the link Foundation makes of it,
// so that the test can read that one's WHATWG reading.
for (const record of [...records]) {
  if (!record.input.startsWith("hs://") || !/[^\x00-\x7f]/.test(record.input)) continue;
  const parts = splitHost(record.input);
  if (!parts) continue;
  try {
    add(parts.before + new URL("https:" + record.input.slice(3)).hostname + parts.after);
  } catch {}
}

writeFileSync(join(here, "wpt-variants.json"), JSON.stringify(records, null, 1) + "\n");
console.log(`${records.length} variants, ${records.filter((r) => r.failure).length} invalid to WHATWG`);

// Links carried inside links: each reference resolved against each outer link as WHATWG resolves
// it (`new URL(reference, outer)`). The outers are the links that carry one; `app:/go` stands for
// `app://go`, whose host routegen reads as the path's first segment. A variant that is a full link
// resolves to its own reading, so only the references whose resolution depends on the outer link
// are listed: the hand-written ones, and the variants of the outer's own special scheme without
// `//` (`https:x` is relative to an https link).
const outers = [
  "https://example.com/go", "http://example.com/go", "hs://example.com/go", "https://en.example.net/go",
  "https://mail.example.com/go", "app:/go",
];
const references = [
  "//admin/7", "///admin/7", "/\\admin/7", "\\\\admin/7", "/\t/admin/7", "/\n/admin/7", "\t//admin/7", "//admin/7\t",
  "/ /admin/7", " //admin/7", "//evil.example/?search=x", "//example.com/admin/7", "//EXAMPLE.COM/admin/7",
  "//a.example.org/admin/7", "//en.example.net/admin/7", "//mail.example.com/admin/7", "//example.com@evil.com/x",
  "//evil.com@example.com/x", "//example.com:443/admin/7", "//example.com:8443/admin/7", "//example.com%2F.evil.com/x",
  "//evil.com%2F.example.org/x", "//evil.com\\.example.org/x", "//[example.com]/x", "//xn--bcher-kva.example/x",
  "//bücher.example/x", "//example%2Ecom/admin/7", "/admin/7", "admin/7", "./admin/7", "../admin/7", "../../admin/7",
  "/x/../admin/7", "/x/%2e%2E/admin/7", "/%2e/admin/7", ".%2E/admin/7", "admin/./7", "\\admin\\7", "/admin\\7",
  "?to=%2Fadmin%2F7", "#admin", "", "https:admin/7", "https:/admin/7", "https:\\\\admin/7", "https:example.com/admin/7",
  "https:/example.com/admin/7", "http:admin/7", "http:/example.com/admin/7", "hs:admin/7", "hs:/admin/7", "hs://admin/7",
  "hs:///admin/7", "app:admin/7", "app://admin/7", "app:///admin/7", "HTTPS://example.com/admin/7",
  "https://example.com/admin/7", "https://evil.com/admin/7", "javascript:alert(1)", "data:text/html,x",
];
const carried = [];
function resolve(outer, reference) {
  try {
    const url = new URL(reference, outer);
    carried.push({
      input: reference, base: outer, protocol: url.protocol, username: url.username, password: url.password,
      hostname: url.hostname, port: url.port, pathname: url.pathname, search: url.search,
    });
  } catch {
    carried.push({ input: reference, base: outer, failure: true });
  }
}
// The suite's full links read only against a base of their own are read against each outer too.
const withBaseOnly = cases
  .filter((entry) => entry.base !== null && entry.base !== undefined && schemePattern.test(entry.input))
  .map((entry) => entry.input)
  .filter((input) => !seen.has(input));
for (const outer of outers) {
  const scheme = outer.slice(0, outer.indexOf(":") + 1);
  for (const reference of [...references, ...withBaseOnly]) resolve(outer, reference);
  if (scheme !== "https:" && scheme !== "http:") continue;
  for (const input of [...records.map((record) => record.input), ...cases.map((entry) => entry.input)]) {
    const trimmed = input.replace(/^[\x00-\x20]+/, "");
    if (trimmed.toLowerCase().startsWith(scheme) && !trimmed.slice(scheme.length).startsWith("//")) {
      resolve(outer, input);
    }
  }
}
// One record a line: a diff shows which readings changed.
writeFileSync(join(here, "carried-variants.json"), "[\n" + carried.map((r) => JSON.stringify(r)).join(",\n") + "\n]\n");
console.log(`${carried.length} carried references, ${carried.filter((r) => r.failure).length} unresolvable`);
