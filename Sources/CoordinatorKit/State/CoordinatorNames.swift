/// The names given to coordinator identities (`CoordinatorID("inbox")`), each numbered once for
/// the life of the process, so an identity holds a number instead of a string.
///
/// Names are few in practice: an app's fixed identities, and those a restored state brings.
/// They are never forgotten, as a number handed out must always read back to its name.
/// Kept under a lock, as ``UniqueIdentifier``'s counter is, because identities are made on any
/// thread.
enum CoordinatorNames {
  /// The names seen so far, in the order they were numbered, and the number of each.
  private static let table = _Locked((numbers: [String: UInt64](), names: [String]()))

  /// The number of `name`, given the first time the name is seen.
  static func number(of name: String) -> UInt64 {
    table.withLock { table in
      if let number = table.numbers[name] {
        return number
      }
      let number = UInt64(table.names.count)
      table.names.append(name)
      table.numbers[name] = number
      return number
    }
  }

  /// The name with `number`; the empty string for a number never given, which no identity holds.
  static func name(numbered number: UInt64) -> String {
    table.withLock { table in
      number < UInt64(table.names.count) ? table.names[Int(number)] : ""
    }
  }
}
