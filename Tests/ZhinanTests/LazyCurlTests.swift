import CLazyCurl
import CLazyCurlCalls
import Testing

/// The release program does not load libcurl when it starts (`scripts/build-release` removes it
/// from the libraries loaded then); FoundationNetworking's calls into it go through CLazyCurl,
/// which loads it on the first call. These calls must answer as libcurl's own.
@Suite struct LazyCurlTests {
    @Test func libcurlAnswersThroughTheFunctionsThatLoadIt() throws {
        let version = try #require(lazy_curl_version())
        #expect(String(cString: version).hasPrefix("libcurl/"))
        #expect(zhinan_curl_loaded() != 0)
    }

    @Test func variadicCallsPassTheirArgumentOnAndBack() {
        #expect(lazy_curl_round_trip() == 1)
    }
}
