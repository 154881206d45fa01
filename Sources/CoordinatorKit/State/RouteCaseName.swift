/// Reads the case name of an enum value, to match routes by case whatever their payloads.
enum RouteCaseName {
  static func of(_ value: some Any) -> String {
    if let label = Mirror(reflecting: value).children.first?.label {
      return label
    }
    return String(describing: value)
  }
}
