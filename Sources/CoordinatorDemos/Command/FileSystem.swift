import DemoApps
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few POSIX file operations the state file needs, each failing with an `errno` that
/// ``FileSystem/reason(_:)`` turns into plain words.
///
/// Foundation's atomic write is not used on purpose: it replaces whatever is at the path (a
/// device, as root), turns a symbolic link into a file, resets permissions, and leaves its
/// temporary file behind when it is interrupted.
enum FileSystem {
  /// A failed system call: the `errno` it set.
  struct Failure: Error, Equatable {
    let code: Int32
  }

  /// What is at a path.
  enum Kind: Equatable {
    case regularFile
    case directory
    case symbolicLink
    case characterDevice
    case blockDevice
    case fifo
    case socket
    case other

    init(mode: mode_t) {
      switch mode & S_IFMT {
      case S_IFREG: self = .regularFile
      case S_IFDIR: self = .directory
      case S_IFLNK: self = .symbolicLink
      case S_IFCHR: self = .characterDevice
      case S_IFBLK: self = .blockDevice
      case S_IFIFO: self = .fifo
      case S_IFSOCK: self = .socket
      default: self = .other
      }
    }

    /// How a message names it: "a directory", "a device", …
    var name: String {
      switch self {
      case .regularFile: "a file"
      case .directory: "a directory"
      case .symbolicLink: "a symbolic link"
      case .characterDevice, .blockDevice: "a device"
      case .fifo: "a named pipe (FIFO)"
      case .socket: "a socket"
      case .other: "not a regular file"
      }
    }
  }

  /// The parts of `stat` the state file uses.
  struct Status: Equatable {
    var kind: Kind
    /// The permission bits, setuid, setgid and sticky included.
    var permissions: mode_t
    var owner: uid_t
    var group: gid_t
    var size: Int
  }

  /// The status of `path` itself (a link is not followed), or `nil` when nothing is there.
  static func status(ofLink path: String) throws(Failure) -> Status? {
    try status(of: path, followingLinks: false)
  }

  /// The status of what `path` leads to (links followed unless `followingLinks` is `false`), or
  /// `nil` when nothing is there.
  static func status(of path: String, followingLinks: Bool = true) throws(Failure) -> Status? {
    var info = stat()
    let result = followingLinks ? stat(path, &info) : lstat(path, &info)
    guard result == 0 else {
      let code = errno
      if code == ENOENT { return nil }
      throw Failure(code: code)
    }
    return Status(info)
  }

  /// Follows `path` through symbolic links to the path that holds the data: `path` itself when
  /// it is no link. The result may not exist (a dangling link, or a new file).
  static func resolveLinks(_ path: String) throws(Failure) -> String {
    var current = path
    for _ in 0..<40 {
      guard let status = try status(ofLink: current), status.kind == .symbolicLink else {
        return current
      }
      let destination = try readLink(current)
      current =
        destination.hasPrefix("/") ? destination : directory(of: current) + "/" + destination
    }
    throw Failure(code: ELOOP)
  }

  private static func readLink(_ path: String) throws(Failure) -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count >= 0 else { throw Failure(code: errno) }
    return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The directory part of `path`: `.` for a bare name, `/` for a file in the root.
  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let directory = path[..<slash]
    return directory.isEmpty ? "/" : String(directory)
  }

  /// The last part of `path`.
  static func name(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }

  /// Whether this process may write to `path` (checked with the effective user, as `open`
  /// would), or the `errno` that says why not.
  static func accessError(_ path: String, _ mode: Int32) -> Int32? {
    faccessat(AT_FDCWD, path, mode, AT_EACCESS) == 0 ? nil : errno
  }

  /// Whether the process runs as root, which passes every permission check.
  static var isRoot: Bool { geteuid() == 0 }

  /// Reads the regular file at `path`, at most `limit` bytes.
  ///
  /// The file is opened without blocking and checked again once open, so a path swapped for a
  /// pipe or a device meanwhile is never read from.
  /// - Throws: ``ReadFailure``.
  static func readRegularFile(_ path: String, limit: Int) throws(ReadFailure) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
    guard descriptor >= 0 else { throw .system(Failure(code: errno)) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw .system(Failure(code: errno)) }
    let status = Status(info)
    guard status.kind == .regularFile else { throw .notARegularFile(status.kind) }
    guard status.size <= limit else { throw .tooLarge(size: status.size) }
    var bytes = [UInt8](repeating: 0, count: status.size + 1)
    var count = 0
    while true {
      if count == bytes.count {
        guard bytes.count <= limit else { throw .tooLarge(size: count) }
        bytes += [UInt8](repeating: 0, count: max(bytes.count, 4096))
      }
      let received = bytes.withUnsafeMutableBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        return read(descriptor, base + count, buffer.count - count)
      }
      if received == 0 { break }
      if received < 0 {
        if errno == EINTR { continue }
        throw .system(Failure(code: errno))
      }
      count += received
    }
    guard count <= limit else { throw .tooLarge(size: count) }
    return Array(bytes[0..<count])
  }

  /// Why ``readRegularFile(_:limit:)`` failed.
  enum ReadFailure: Error, Equatable {
    case system(Failure)
    case notARegularFile(Kind)
    case tooLarge(size: Int)
  }

  /// Replaces the regular file at `path` (or creates it) with `bytes`, atomically: the bytes go
  /// to a new file in the same directory, which is renamed over `path` once complete, so a
  /// reader sees the old file or the new one, never a part. The new file gets `permissions`
  /// and, when the process may set them, `owner` and `group`. On any failure the temporary file
  /// is removed and `path` is left as it was.
  static func replaceAtomically(
    _ path: String, with bytes: [UInt8], permissions: mode_t, owner: (uid_t, gid_t)?
  ) throws(Failure) {
    let temporary = directory(of: path) + "/." + name(of: path) + ".coordinator-demo-XXXXXX"
    var template = Array(temporary.utf8CString)
    let descriptor = mkstemp(&template)
    guard descriptor >= 0 else { throw Failure(code: errno) }
    let temporaryPath = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var isOpen = true
    do throws(Failure) {
      _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
      guard fchmod(descriptor, permissions) == 0 else { throw Failure(code: errno) }
      if let (owner, group) = owner, isRoot {
        guard fchown(descriptor, owner, group) == 0 else { throw Failure(code: errno) }
      }
      try writeAll(bytes, to: descriptor)
      guard fsync(descriptor) == 0 else { throw Failure(code: errno) }
      isOpen = false
      guard close(descriptor) == 0 else { throw Failure(code: errno) }
      guard rename(temporaryPath, path) == 0 else { throw Failure(code: errno) }
    } catch {
      if isOpen { close(descriptor) }
      unlink(temporaryPath)
      throw error
    }
    // The rename is durable once the directory is on disk too; failing that changes nothing.
    let directoryDescriptor = open(directory(of: path), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if directoryDescriptor >= 0 {
      _ = fsync(directoryDescriptor)
      close(directoryDescriptor)
    }
  }

  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(Failure) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        return write(descriptor, base + offset, buffer.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        throw Failure(code: errno)
      }
      guard written > 0 else { throw Failure(code: EIO) }
      offset += written
    }
  }

  /// An `errno` in plain words, for messages that say what went wrong.
  static func reason(_ code: Int32) -> String {
    switch code {
    case EACCES, EPERM: "permission denied"
    case ENOENT: "it does not exist"
    case ENOTDIR: "a part of the path is not a directory"
    case EISDIR: "it is a directory"
    case EROFS: "the file system is read-only"
    case ENOSPC: "the disk is full"
    case EDQUOT: "the disk quota is used up"
    case EFBIG: "the file would be larger than this process may write"
    case ELOOP: "it is a loop of symbolic links"
    case ENAMETOOLONG: "the path is too long"
    case EIO: "the disk reported an input/output error"
    case EBUSY, ETXTBSY: "it is in use"
    default:
      String(cString: strerror(code)).lowercased()
    }
  }
}

extension FileSystem.Status {
  init(_ info: stat) {
    kind = FileSystem.Kind(mode: info.st_mode)
    permissions = info.st_mode & 0o7777
    owner = info.st_uid
    group = info.st_gid
    size = Int(info.st_size)
  }
}
