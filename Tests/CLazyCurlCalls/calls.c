// libcurl's functions as its header declares them (the variadic ones with their `...`), called the
// way FoundationNetworking calls them; CLazyCurl's definitions answer them in the test program.
#include "CLazyCurlCalls.h"

#include <stddef.h>

typedef void CURL;
typedef void CURLM;
int curl_easy_setopt(CURL *curl, int option, ...);
int curl_easy_getinfo(CURL *curl, int info, ...);
int curl_multi_setopt(CURLM *multi, int option, ...);
CURL *curl_easy_init(void);
void curl_easy_cleanup(CURL *curl);
CURLM *curl_multi_init(void);
int curl_multi_cleanup(CURLM *multi);
char *curl_version(void);

enum { CURLOPT_PRIVATE = 10103, CURLINFO_PRIVATE = 0x100000 + 21, CURLMOPT_MAXCONNECTS = 6 };

const char *lazy_curl_version(void) { return curl_version(); }

int lazy_curl_round_trip(void) {
    static int marker;
    CURL *easy = curl_easy_init();
    if (easy == NULL) return 0;
    void *back = NULL;
    int ok = curl_easy_setopt(easy, CURLOPT_PRIVATE, (void *)&marker) == 0
        && curl_easy_getinfo(easy, CURLINFO_PRIVATE, &back) == 0 && back == &marker;
    curl_easy_cleanup(easy);
    CURLM *multi = curl_multi_init();
    if (multi == NULL) return 0;
    ok = ok && curl_multi_setopt(multi, CURLMOPT_MAXCONNECTS, 4L) == 0;
    ok = ok && curl_multi_cleanup(multi) == 0;
    return ok;
}
