"""A small static file server for the built site, like a plain static host.

It can mount the site under a URL prefix (``/learn/ombre/``) to prove that every URL is
relative, gzips text and WebAssembly responses, and answers a missing page under the prefix
with the site's ``404.html`` (status 404), the way static hosts do. Like them, it tags every file
(``ETag``) and answers a revalidation of an unchanged file with ``304 Not Modified``, so a browser
keeps what it fetched (and the compiled code it made of it) while always asking first.

>>> server = start(Path("public"), prefix="/learn/ombre/")  # doctest: +SKIP
>>> server.url  # doctest: +SKIP
'http://127.0.0.1:41234/learn/ombre/'
"""

from __future__ import annotations

import gzip
import mimetypes
import sys
import threading
from dataclasses import dataclass
from functools import lru_cache
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

CONTENT_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".svg": "image/svg+xml",
    ".wasm": "application/wasm",
    ".zip": "application/zip",
    ".xz": "application/x-xz",
    ".xml": "application/xml",
    ".txt": "text/plain; charset=utf-8",
    ".ico": "image/x-icon",
    ".png": "image/png",
    ".webmanifest": "application/manifest+json",
}
COMPRESSIBLE = {".html", ".js", ".mjs", ".css", ".json", ".svg", ".wasm", ".xml", ".txt"}


@lru_cache(maxsize=256)
def _gzipped(path: Path, mtime_ns: int) -> bytes:
    return gzip.compress(path.read_bytes(), compresslevel=6, mtime=0)


def _tags(if_none_match: str) -> set[str]:
    """The entity tags of an ``If-None-Match`` header (weak ones compare as strong)."""
    return {tag.strip().removeprefix("W/") for tag in if_none_match.split(",") if tag.strip()}


def _content_type(path: Path) -> str:
    return CONTENT_TYPES.get(path.suffix) or mimetypes.guess_type(path.name)[0] or "text/plain"


def _handler(root: Path, prefix: str, extra: dict[str, bytes]) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, format: str, *args: object) -> None:
            pass

        def _resolve(self) -> Path | None:
            path = unquote(urlsplit(self.path).path)
            if not path.startswith(prefix):
                return None
            target = (root / path[len(prefix) :]).resolve()
            if not target.is_relative_to(root):
                return None
            if target.is_dir():
                if not path.endswith("/"):
                    self._redirect(path + "/")
                    return None
                target = target / "index.html"
            return target if target.is_file() else None

        def _redirect(self, location: str) -> None:
            self.send_response(HTTPStatus.MOVED_PERMANENTLY)
            self.send_header("Location", location)
            self.send_header("Content-Length", "0")
            self.end_headers()
            self._redirected = True

        def _respond(self, *, with_body: bool) -> None:
            self._redirected = False
            path = unquote(urlsplit(self.path).path)
            if path.startswith(prefix) and path[len(prefix) :] in extra:
                body = extra[path[len(prefix) :]]
                self.send_response(HTTPStatus.OK)
                self.send_header("Content-Type", _content_type(Path(path)))
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                if with_body:
                    self.wfile.write(body)
                return
            target = self._resolve()
            if self._redirected:
                return
            not_found_page = root / "404.html"
            if target is None and path.startswith(prefix) and not_found_page.is_file():
                self._send_file(not_found_page, HTTPStatus.NOT_FOUND, with_body=with_body)
                return
            if target is None:
                body = b"not found"
                self.send_response(HTTPStatus.NOT_FOUND)
                self.send_header("Content-Type", "text/plain")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                if with_body:
                    self.wfile.write(body)
                return
            self._send_file(target, HTTPStatus.OK, with_body=with_body)

        def _send_file(self, target: Path, status: HTTPStatus, *, with_body: bool) -> None:
            accepts_gzip = "gzip" in self.headers.get("Accept-Encoding", "")
            stat = target.stat()
            encoding = "gzip" if accepts_gzip and target.suffix in COMPRESSIBLE else None
            etag = f'"{stat.st_mtime_ns:x}-{stat.st_size:x}{"-gz" if encoding else ""}"'
            if status == HTTPStatus.OK and etag in _tags(self.headers.get("If-None-Match", "")):
                self.send_response(HTTPStatus.NOT_MODIFIED)
                self._send_cache_headers(etag, encoding)
                self.end_headers()
                return
            body = _gzipped(target, stat.st_mtime_ns) if encoding else target.read_bytes()
            self.send_response(status)
            self.send_header("Content-Type", _content_type(target))
            self.send_header("Content-Length", str(len(body)))
            self._send_cache_headers(etag if status == HTTPStatus.OK else None, encoding)
            if encoding:
                self.send_header("Content-Encoding", encoding)
            self.end_headers()
            if with_body:
                self.wfile.write(body)

        def _send_cache_headers(self, etag: str | None, encoding: str | None) -> None:
            self.send_header("Cache-Control", "no-cache")
            if etag:
                self.send_header("ETag", etag)
            if encoding:
                self.send_header("Vary", "Accept-Encoding")

        def do_GET(self) -> None:
            self._respond(with_body=True)

        def do_HEAD(self) -> None:
            self._respond(with_body=False)

    return Handler


class _Server(ThreadingHTTPServer):
    """A threading server that lets a browser hang up quietly (a page closed mid-download)."""

    def handle_error(self, request: Any, client_address: Any) -> None:
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


@dataclass
class RunningServer:
    """A server running in a daemon thread; ``url`` ends with the prefix."""

    httpd: ThreadingHTTPServer
    thread: threading.Thread
    prefix: str

    @property
    def origin(self) -> str:
        host, port = self.httpd.server_address[:2]
        return f"http://{host!s}:{port}"

    @property
    def url(self) -> str:
        return self.origin + self.prefix

    def stop(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()
        self.thread.join()


def make_server(
    root: Path,
    *,
    host: str = "127.0.0.1",
    port: int = 0,
    prefix: str = "/",
    extra: dict[str, bytes] | None = None,
) -> ThreadingHTTPServer:
    """A server for ``root`` on ``host:port`` (port 0 picks a free one) under ``prefix``.

    ``extra`` adds in-memory files by path under the prefix (test and benchmark pages).
    """
    if not (prefix.startswith("/") and prefix.endswith("/")):
        raise ValueError(f"prefix must start and end with '/', not {prefix!r}")
    httpd = _Server((host, port), _handler(root.resolve(), prefix, extra or {}))
    httpd.daemon_threads = True
    return httpd


def start(
    root: Path,
    *,
    host: str = "127.0.0.1",
    port: int = 0,
    prefix: str = "/",
    extra: dict[str, bytes] | None = None,
) -> RunningServer:
    """Serve ``root`` in a background thread; call ``stop()`` when done."""
    httpd = make_server(root, host=host, port=port, prefix=prefix, extra=extra)
    thread = threading.Thread(target=httpd.serve_forever, name="site-server", daemon=True)
    thread.start()
    return RunningServer(httpd, thread, prefix)
