import Foundation

/// The names given to coordinator identities (`CoordinatorID("inbox")`), each numbered once for
/// the life of the process, so an identity holds a number instead of a string.
///
/// Names are few in practice: an app's fixed identities, and those a restored state brings.
/// They are never forgotten, as a number handed out must always read back to its name.
/// Guarded by `NSLock`, as ``UniqueIdentifier`` is, because identities are made on any thread.
enum CoordinatorNames {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var numbers: [String: UInt64] = [:]
  nonisolated(unsafe) private static var names: [String] = []

  /// The number of `name`, given the first time the name is seen.
  static func number(of name: String) -> UInt64 {
    lock.lock()
    defer { lock.unlock() }
    if let number = numbers[name] {
      return number
    }
    let number = UInt64(names.count)
    names.append(name)
    numbers[name] = number
    return number
  }

  /// The name with `number`; the empty string for a number never given, which no identity holds.
  static func name(numbered number: UInt64) -> String {
    lock.lock()
    defer { lock.unlock() }
    return number < UInt64(names.count) ? names[Int(number)] : ""
  }
}
