import COpenCC
import Foundation
import Synchronization

/// One OpenCC configuration, opened once in a process and shared, converting one text at a time.
package final class OpenCC: Sendable {
    package let name: String
    private let handle: Mutex<opencc_t>

    private init(name: String, handle: sending opencc_t) {
        self.name = name
        self.handle = Mutex(handle)
    }

    private static let opened = Mutex<[String: OpenCC?]>([:])

    /// The configuration `name` (`s2twp`: `s2twp.json` in OpenCC's data folder), or nil with why not.
    package static func named(_ name: String) -> Result<OpenCC, Failure> {
        guard name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }),
              let opencc = opened.withLock({ opened in
                  if let known = opened[name] { return known }
                  let handle = opencc_open(name + ".json")
                  let opencc = if let handle, handle != opencc_t(bitPattern: -1) { OpenCC(name: name, handle: handle) } else { nil as OpenCC? }
                  opened[name] = .some(opencc)
                  return opencc
              }) else {
            return .failure(Failure(message: "OpenCC has no configuration '\(name)' (\(String(cString: opencc_error()).trimmingCharacters(in: ["."]))); "
                                        + "Debian's libopencc-data has s2twp, tw2sp, s2t, t2s …"))
        }
        return .success(opencc)
    }

    package struct Failure: Error { package var message: String }

    package func convert(_ text: Substring) -> String {
        guard text.utf8.contains(where: { $0 >= 0x80 }) else { return String(text) }  // OpenCC changes only Chinese
        return handle.withLock { handle in
            guard let converted = String(text).withCString({ opencc_convert_utf8(handle, $0, text.utf8.count) }) else { return String(text) }
            defer { opencc_convert_utf8_free(converted) }
            return String(cString: converted)
        }
    }
}
