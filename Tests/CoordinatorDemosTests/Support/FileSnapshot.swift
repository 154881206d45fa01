import CoordinatorDemos
import CoordinatorKit
import DemoApps
import Foundation
import Testing

/// What a path holds, compared before and after a run: a file that is "untouched" has the same
/// inode, type, permissions, owner, size, modification time and bytes.
struct FileSnapshot: Equatable, CustomStringConvertible {
  var inode: UInt64
  var type: mode_t
  var permissions: mode_t
  var owner: uid_t
  var size: Int
  /// The modification time, since the epoch: a value that compares, unlike `timespec`.
  var modified: Duration
  var contents: Data?
  var destination: String?

  init(_ path: String) throws {
    var info = stat()
    try #require(lstat(path, &info) == 0, "\(path) exists")
    inode = UInt64(info.st_ino)
    type = info.st_mode & S_IFMT
    permissions = info.st_mode & 0o7777
    owner = info.st_uid
    size = Int(info.st_size)
    #if canImport(Darwin)
      let time = info.st_mtimespec
    #else
      let time = info.st_mtim
    #endif
    modified = .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    if type == S_IFREG {
      contents = FileManager.default.contents(atPath: path)
    }
    if type == S_IFLNK {
      destination = try FileManager.default.destinationOfSymbolicLink(atPath: path)
    }
  }

  var isSymbolicLink: Bool { type == S_IFLNK }

  var description: String {
    "inode \(inode), type \(String(type, radix: 8)), mode \(String(permissions, radix: 8)), "
      + "owner \(owner), \(size) bytes"
  }
}
