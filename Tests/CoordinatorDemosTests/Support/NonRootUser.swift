import Foundation
import Testing

/// The user that permission tests run the program as, when this process is root (as CI is):
/// root may read and write anything, so a file it cannot read needs another user to exist.
struct NonRootUser {
  /// `setpriv` from util-linux, which `.ci/run` installs when missing.
  static let setpriv = "/usr/bin/setpriv"
  /// The user's name: `nobody` exists on every Linux system.
  static let name = "nobody"

  let uid: uid_t
  let gid: gid_t

  /// `nil` when this process is not root (the tests then run as its user); otherwise the user,
  /// or a failed requirement naming what is missing.
  static func neededForPermissionTests(sourceLocation: SourceLocation = #_sourceLocation) throws
    -> NonRootUser?
  {
    guard geteuid() == 0 else { return nil }
    let entry = try #require(
      getpwnam(name), "the permission tests run as \(name) when root: create that user",
      sourceLocation: sourceLocation)
    try #require(
      FileManager.default.isExecutableFile(atPath: setpriv),
      "the permission tests need \(setpriv) (util-linux, in every Debian base system) when root",
      sourceLocation: sourceLocation)
    return NonRootUser(uid: entry.pointee.pw_uid, gid: entry.pointee.pw_gid)
  }

  /// Whether this process runs as root.
  static var isRoot: Bool { geteuid() == 0 }

  var setprivArguments: [String] {
    ["--reuid=\(uid)", "--regid=\(gid)", "--clear-groups", "--"]
  }

  /// Makes `path` this user's, so the program run as it can read or write there.
  func own(_ path: String) {
    _ = chown(path, uid, gid)
  }

  /// A copy of `executable` in `directory`, which this user can run: the build directory may sit
  /// where only root can reach it. The copy finds the same libraries (its run path is absolute).
  ///
  /// `cp` writes the copy in its own process: a copy written here would leave its descriptor, for
  /// an instant, in a child another test forks meanwhile, and running the copy then fails with
  /// "Text file busy".
  func copy(_ executable: URL, into directory: TemporaryDirectory) throws -> URL {
    let copy = directory.file("bin-" + executable.lastPathComponent)
    if !FileManager.default.fileExists(atPath: copy.path) {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/cp")
      process.arguments = [executable.path, copy.path]
      try process.run()
      process.waitUntilExit()
      try #require(process.terminationStatus == 0, "cp could not copy \(executable.path)")
      chmod(copy.path, 0o755)
    }
    return copy
  }

  /// `environment` with a LeakSanitizer suppressions file (set by `.ci/run` for the sanitizer
  /// runs) copied where this user can read it: LeakSanitizer stops a program whose suppressions
  /// it cannot read.
  func environment(_ environment: [String: String], copyingInto directory: TemporaryDirectory)
    throws -> [String: String]
  {
    guard let options = environment["LSAN_OPTIONS"] else { return environment }
    var result = environment
    var parts: [String] = []
    for part in options.split(separator: ":").map(String.init) {
      guard part.hasPrefix("suppressions=") else {
        parts.append(part)
        continue
      }
      let source = URL(fileURLWithPath: String(part.dropFirst("suppressions=".count)))
      let copy = directory.file("lsan-suppressions.txt")
      if !FileManager.default.fileExists(atPath: copy.path) {
        try FileManager.default.copyItem(at: source, to: copy)
        chmod(copy.path, 0o644)
      }
      parts.append("suppressions=\(copy.path)")
    }
    result["LSAN_OPTIONS"] = parts.joined(separator: ":")
    return result
  }
}
