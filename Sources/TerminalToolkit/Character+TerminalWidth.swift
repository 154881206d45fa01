extension Character {
  /// The columns a terminal gives this character as ``CellBuffer`` draws it: 2 for a wide
  /// character (East Asian Wide or Fullwidth, emoji presentation, a flag, a character followed
  /// by variation selector 16), else 1. Marks, joiners and modifiers inside a character add
  /// nothing.
  ///
  /// A character that cannot be shown as itself is drawn as `�`, one column: a control
  /// character (C0, DEL, C1, and so every escape sequence), a line or paragraph separator, a
  /// bidirectional control, a mark or joiner with no character before it to carry it, or a
  /// character a terminal would join with its neighbour (a lone regional indicator, a leading
  /// Hangul consonant). A character longer than a cell's 8 UTF-8 bytes (an emoji sequence joined
  /// with U+200D) is drawn as its leading part that fits (`👨‍👩‍👧` as `👨`).
  public var terminalWidth: Int {
    Glyph(self).width
  }
}
