#!/usr/bin/env python3
# A loopback HTTPS server for verify-site's tests: it answers each (host, path) with the status,
# content type, redirect and body a JSON table gives, with a certificate the test made.
#
#     site-server.py TABLE.json CERT.pem KEY.pem PORT-FILE
#
# Keys are "host|path" ("cdn.test|/a/v1/ok.example"); Google's API is keyed by the site it is
# asked about ("api.test|https://ok.example"). Writes the port it listens on to PORT-FILE, then
# serves until killed. Anything not in the table is a 404.
import http.server
import json
import os
import ssl
import sys
import urllib.parse

table = json.load(open(sys.argv[1]))


class Handler(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        host = self.headers.get("Host", "").split(":")[0]
        url = urllib.parse.urlsplit(self.path)
        key = host + "|" + url.path
        if url.path.endswith("/statements:list"):
            site = urllib.parse.parse_qs(url.query).get("source.web.site", [""])[0]
            key = host + "|" + site
        answer = table.get(key, {"status": 404, "type": "text/html", "body": "<h1>Not Found</h1>"})
        body = answer.get("body", "").encode()
        self.send_response(answer.get("status", 200))
        self.send_header("Content-Type", answer.get("type", "application/json"))
        if "location" in answer:
            self.send_header("Location", answer["location"])
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *arguments):
        pass


server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
context.load_cert_chain(sys.argv[2], sys.argv[3])
server.socket = context.wrap_socket(server.socket, server_side=True)
with open(sys.argv[4] + ".part", "w") as port:
    port.write(str(server.server_address[1]))
os.replace(sys.argv[4] + ".part", sys.argv[4])
server.serve_forever()
