extension SingleValueDecodingContainer {
  /// Decodes the one of `values` saved as its name: the way every enumeration of a saved state
  /// reads. An unknown name is a `DecodingError.dataCorrupted` that names it, what it should
  /// have been (`kind`) and every name expected.
  func decodeSavedName<Value>(
    of values: [Value], kind: String, name: (Value) -> String
  ) throws -> Value {
    let saved = try decode(String.self)
    guard let value = values.first(where: { name($0) == saved }) else {
      let expected = values.map { "\"\(name($0))\"" }.joined(separator: ", ")
      throw DecodingError.dataCorruptedError(
        in: self,
        debugDescription:
          "Unknown \(kind) \"\(saved)\": expected one of \(expected). Nothing was decoded.")
    }
    return value
  }
}
