#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Small POSIX helpers shared by the terminal and the pseudo-terminal harness.
package enum FileDescriptorIO {
  /// Writes all of `bytes` to `fileDescriptor`, retrying after partial writes, `EINTR`, and (for
  /// non-blocking descriptors) `EAGAIN`. Returns `nil` on success or the `errno` of the failure.
  package static func writeAll(_ bytes: [UInt8], to fileDescriptor: Int32) -> Int32? {
    bytes.withUnsafeBytes { buffer -> Int32? in
      guard let base = buffer.baseAddress else { return nil }
      var offset = 0
      while offset < buffer.count {
        let written = write(fileDescriptor, base + offset, buffer.count - offset)
        if written >= 0 {
          offset += written
          continue
        }
        let code = errno
        if code == EINTR {
          continue
        }
        if code == EAGAIN || code == EWOULDBLOCK {
          var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLOUT), revents: 0)
          _ = poll(&descriptor, 1, 100)
          continue
        }
        return code
      }
      return nil
    }
  }

  /// Waits up to `timeoutMilliseconds` (forever when negative) until one of `descriptors` is
  /// readable, and returns which are (or have hung up). Returns `[]` on timeout or `EINTR`.
  package static func waitForInput(on descriptors: [Int32], timeoutMilliseconds: Int) -> Result<
    [Int32], TerminalError
  > {
    var entries = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    let timeout = Int32(clamping: timeoutMilliseconds < 0 ? -1 : timeoutMilliseconds)
    let result = poll(&entries, nfds_t(entries.count), timeout)
    if result < 0 {
      let code = errno
      return code == EINTR || code == EAGAIN ? .success([]) : .failure(.readFailed(errno: code))
    }
    let ready = Int16(POLLIN | POLLHUP | POLLERR)
    return .success(entries.filter { $0.revents & ready != 0 }.map(\.fd))
  }
}
