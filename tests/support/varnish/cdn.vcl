vcl 4.1;
# A CDN in front of the site, as the Varnish test runs it (tests/e2e/cdn-cache.spec.ts, started by
# tests/support/varnish.ts, which fills in the origin's port). Varnish's built-in rules do the rest:
# s-maxage is the TTL, stale-while-revalidate the grace, and a request with a cookie (a preview
# session's) is passed to the origin, never answered from the cache.

import std;

backend origin {
  .host = "127.0.0.1";
  .port = "ORIGIN_PORT";
  # Readiness, not liveness: an origin that is draining (SIGTERM: /readyz 503) or gone counts as sick,
  # a second or two after it stops answering.
  .probe = {
    .url = "/readyz";
    .interval = 1s;
    .timeout = 1s;
    .window = 3;
    .threshold = 2;
    .initial = 2;
  }
}

sub vcl_recv {
  # While the origin is healthy, a copy past its TTL is served (and fetched again in the background) for
  # at most 50 s: the longest stale-while-revalidate the site sends. Once the origin is sick, for as long
  # as the copy is kept (vcl_backend_response): what stale-if-error asks for.
  if (std.healthy(req.backend_hint)) {
    set req.grace = 50s;
  }
}

sub vcl_backend_response {
  # Varnish reads stale-while-revalidate, but not stale-if-error (RFC 5861), which the site sends as
  # 86400 (a day): each copy is kept that long past its TTL, for when the origin cannot answer.
  if (beresp.http.Cache-Control ~ "stale-if-error=\d+") {
    set beresp.grace = std.duration(
      regsub(beresp.http.Cache-Control, "^.*stale-if-error=(\d+).*$", "\1") + "s",
      beresp.grace
    );
  }
}

sub vcl_deliver {
  # What the test counts: a hit is an answer from the cache, with no request to the origin.
  if (obj.hits > 0) {
    set resp.http.X-Cache = "hit";
  } else {
    set resp.http.X-Cache = "miss";
  }
}
