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
  var modified: timespec
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
      modified = info.st_mtimespec
    #else
      modified = info.st_mtim
    #endif
    if type == S_IFREG {
      contents = FileManager.default.contents(atPath: path)
    }
    if type == S_IFLNK {
      destination = try FileManager.default.destinationOfSymbolicLink(atPath: path)
    }
  }

  var isSymbolicLink: Bool { type == S_IFLNK }

  static func == (lhs: FileSnapshot, rhs: FileSnapshot) -> Bool {
    lhs.inode == rhs.inode && lhs.type == rhs.type && lhs.permissions == rhs.permissions
      && lhs.owner == rhs.owner && lhs.size == rhs.size
      && lhs.modified.tv_sec == rhs.modified.tv_sec
      && lhs.modified.tv_nsec == rhs.modified.tv_nsec && lhs.contents == rhs.contents
      && lhs.destination == rhs.destination
  }

  var description: String {
    "inode \(inode), type \(String(type, radix: 8)), mode \(String(permissions, radix: 8)), "
      + "owner \(owner), \(size) bytes"
  }
}
