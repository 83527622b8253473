import Testing
@testable import Zhinan

@Suite struct JSONValueTests {
    @Test func compactTextHasNoWhitespaceAndSortedKeys() {
        let value: JSONValue = ["b": [1, 2.5, true, nil], "a": "x", "c": [:], "d": []]
        #expect(value.encoded() == #"{"a":"x","b":[1,2.5,true,null],"c":{},"d":[]}"#)
    }

    @Test func prettyTextIndentsByTwoSpaces() {
        let value: JSONValue = ["rules": [["id": "r", "n": 32]], "empty": []]
        #expect(value.encoded(pretty: true) == "{\n  \"empty\": [],\n  \"rules\": [\n    {\n      \"id\": \"r\",\n      \"n\": 32\n    }\n  ]\n}")
    }

    @Test func stringsAreEscapedForJSONAndJavaScript() {
        #expect(JSONValue.string("\"\\\n\r\t\u{1}\u{2028}中").encoded() == #""\"\\\n\r\t\u0001\u2028中""#)
    }

    @Test func numbersAreWholeWhenWholeAndNullWhenNotFinite() {
        #expect(JSONValue.array([32.0, 0.1, -3, .number(.infinity), .number(.nan)]).encoded() == "[32,0.1,-3,null,null]")
    }
}
