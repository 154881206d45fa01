extension StringProtocol {
  /// The columns the text covers in a terminal: the sum of its characters'
  /// ``Swift/Character/terminalWidth``.
  ///
  /// It reads the whole text: to ask whether a text fits, ``terminalWidth(upTo:)`` stops early.
  public var terminalWidth: Int {
    var width = 0
    for character in self {
      width += character.terminalWidth
    }
    return width
  }

  /// The columns the text covers in a terminal, counted only until they pass `limit`: the
  /// width when it is at most `limit`, else some number greater than `limit`. A huge text costs
  /// no more than `limit` characters.
  public func terminalWidth(upTo limit: Int) -> Int {
    var width = 0
    for character in self {
      guard width <= limit else { break }
      width += character.terminalWidth
    }
    return width
  }

  /// The longest start of the text that covers at most `columns` columns in a terminal: a wide
  /// character that would cover one column too many is left out whole.
  public func prefix(terminalWidth columns: Int) -> SubSequence {
    var width = 0
    var end = startIndex
    while end < endIndex {
      width += self[end].terminalWidth
      guard width <= columns else { break }
      end = index(after: end)
    }
    return self[..<end]
  }

  /// The longest end of the text that covers at most `columns` columns in a terminal, as a text
  /// field shows the end of what was typed: a wide character that would cover one column too
  /// many is left out whole.
  public func suffix(terminalWidth columns: Int) -> SubSequence {
    var width = 0
    var start = endIndex
    while start > startIndex {
      let before = index(before: start)
      width += self[before].terminalWidth
      guard width <= columns else { break }
      start = before
    }
    return self[start...]
  }
}
