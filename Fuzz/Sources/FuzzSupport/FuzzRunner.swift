import Foundation
import FuzzDriver

/// Runs a fuzz target: libFuzzer's driver when the program was built with `-sanitize=fuzzer`,
/// otherwise each file named on the command line (or in a directory named there) once.
public enum FuzzRunner {
  /// The target's check; it crashes the program (with a message) on a finding.
  nonisolated(unsafe) private static var test: (Data) -> Void = { _ in }

  /// Runs `test` over libFuzzer's inputs or the given files, and exits.
  public static func main(_ test: @escaping (Data) -> Void) -> Never {
    Self.test = test
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    let status = fuzz_run_driver(&argc, &argv) { data, size in
      FuzzRunner.test(data.map { Data(bytes: $0, count: size) } ?? Data())
      return 0
    }
    if status != -1 {
      exit(status)
    }
    exit(replay(Array(CommandLine.arguments.dropFirst())))
  }

  /// Runs the target once on each file (directories: each file in them), for reproducing a
  /// finding without libFuzzer; returns the exit status.
  static func replay(_ paths: [String]) -> Int32 {
    guard !paths.isEmpty else {
      FileHandle.standardError.write(
        Data(
          """
          Built without -sanitize=fuzzer: give files or directories of inputs to replay, or build \
          and fuzz with Fuzz/run.sh.\n
          """.utf8))
      return 2
    }
    var count = 0
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        FileHandle.standardError.write(Data("\(path): no such file or directory\n".utf8))
        return 1
      }
      let files =
        isDirectory.boolValue
        ? ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted().map {
          path + "/" + $0
        } : [path]
      for file in files {
        guard let data = FileManager.default.contents(atPath: file) else { continue }
        test(data)
        count += 1
      }
    }
    print("Replayed \(count) inputs without a finding.")
    return 0
  }
}

/// Stops the fuzz target with `message` when `condition` fails: libFuzzer records the input that
/// led here as a crash, which is the finding.
public func require(
  _ condition: Bool, _ message: @autoclosure () -> String, file: StaticString = #fileID,
  line: UInt = #line
) {
  if !condition {
    fatalError("Fuzz finding: \(message())", file: file, line: line)
  }
}
