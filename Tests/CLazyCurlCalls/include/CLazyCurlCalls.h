#ifndef ZHINAN_LAZY_CURL_CALLS_H
#define ZHINAN_LAZY_CURL_CALLS_H

/// Calls libcurl as FoundationNetworking does, through CLazyCurl's functions (for the tests):
/// its version string (NULL when it fails).
const char *lazy_curl_version(void);

/// Sets a pointer on an easy handle and reads it back, through the variadic `curl_easy_setopt` and
/// `curl_easy_getinfo` (CURLOPT_PRIVATE, CURLINFO_PRIVATE); and a multi handle's option. 1 when
/// every call answered as libcurl does.
int lazy_curl_round_trip(void);

#endif
