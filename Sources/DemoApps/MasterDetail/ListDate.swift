/// A date as the master list writes it, `2026-01-01 09:00` (with seconds, `09:00:41`, from the
/// clock): what a link to a Detail names, read back as a real date and time.
enum ListDate {
  /// How a link's message shows the form.
  static let example = "2026-01-01 09:00"

  /// Why `text` is not a date and time the list could show: `"a date such as …"` when its
  /// form is wrong, or that with the part that cannot be ("February 2026 has 28 days", "an hour
  /// is 00 to 23"); `nil` for a real date.
  static func problem(with text: String) -> String? {
    let expected = "a date such as \(example)"
    let shape = Array("0000-00-00 00:00:00")
    let characters = Array(text)
    let fits =
      (characters.count == shape.count - 3 || characters.count == shape.count)
      && zip(characters, shape).allSatisfy { character, form in
        form == "0" ? (character.isASCII && character.isNumber) : character == form
      }
    guard fits else { return expected }
    // Each part is two or four ASCII digits at a fixed place.
    func number(_ start: Int, _ length: Int) -> Int {
      Int(String(characters[start..<start + length])) ?? 0
    }
    let year = number(0, 4)
    let month = number(5, 2)
    let day = number(8, 2)
    let reason: String? =
      if !(1...12).contains(month) {
        "a month is 01 to 12"
      } else if !(1...days(inMonth: month, of: year)).contains(day) {
        "\(monthNames[month - 1]) \(year) has \(days(inMonth: month, of: year)) days"
      } else if number(11, 2) > 23 {
        "an hour is 00 to 23"
      } else if number(14, 2) > 59 {
        "a minute is 00 to 59"
      } else if characters.count == shape.count, number(17, 2) > 59 {
        "a second is 00 to 59"
      } else {
        nil
      }
    return reason.map { "\(expected) (\($0))" }
  }

  private static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]

  /// The days of `month` (1 to 12) in `year` of the Gregorian calendar.
  static func days(inMonth month: Int, of year: Int) -> Int {
    switch month {
    case 2:
      let isLeap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
      return isLeap ? 29 : 28
    case 4, 6, 9, 11:
      return 30
    default:
      return 31
    }
  }
}
