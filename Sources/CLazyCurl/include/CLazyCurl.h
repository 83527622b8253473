#ifndef ZHINAN_LAZY_CURL_H
#define ZHINAN_LAZY_CURL_H

/// The release program links Foundation statically, and with it FoundationNetworking (FlyingFox
/// has a URLSession proxy handler that `zhinan` never uses), which calls libcurl. Linked as usual,
/// libcurl and the 28 libraries it needs were loaded and bound at every start: 5 ms of a 0.2 s
/// build. `lazy_curl.c` defines the libcurl functions FoundationNetworking calls; each loads
/// libcurl.so.4 the first time one is called and calls its function. No URLSession, no libcurl.
///
/// Whether libcurl has been loaded (by a call through these functions).
int zhinan_curl_loaded(void);

#endif
