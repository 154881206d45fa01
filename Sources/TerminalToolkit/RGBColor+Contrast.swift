extension RGBColor {
  /// Black or white, whichever reads better on this colour (by perceived luminance).
  public var readableForeground: RGBColor {
    let luminance = 0.299 * Double(red) + 0.587 * Double(green) + 0.114 * Double(blue)
    return luminance > 150 ? .black : .white
  }
}
