extension Int {
  /// The number with its thousands grouped by commas, as the demos' messages and manual write
  /// them: "10,000".
  package var groupedDigits: String {
    let digits = String(magnitude)
    var result = self < 0 ? "-" : ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return result
  }
}
