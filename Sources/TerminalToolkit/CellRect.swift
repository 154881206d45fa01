/// A rectangle of cells in a ``CellBuffer``, in columns (`x`) and rows (`y`) from the top left.
public struct CellRect: Hashable, Sendable {
  /// The column of the left edge.
  public var x: Int
  /// The row of the top edge.
  public var y: Int
  /// The number of columns; zero or less means the rectangle is empty.
  public var width: Int
  /// The number of rows; zero or less means the rectangle is empty.
  public var height: Int

  /// Creates a rectangle from its top-left corner and size.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The column just right of the rectangle.
  public var maxX: Int { x + width }

  /// The row just below the rectangle.
  public var maxY: Int { y + height }

  /// Whether the rectangle covers no cell.
  public var isEmpty: Bool { width <= 0 || height <= 0 }

  /// Whether the cell at (`x`, `y`) lies inside the rectangle.
  public func contains(x: Int, y: Int) -> Bool {
    !isEmpty && x >= self.x && x < maxX && y >= self.y && y < maxY
  }

  /// The cells common to both rectangles; empty (with a zero size) when they do not overlap.
  public func intersection(_ other: CellRect) -> CellRect {
    let left = max(x, other.x)
    let top = max(y, other.y)
    let right = min(maxX, other.maxX)
    let bottom = min(maxY, other.maxY)
    return CellRect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
  }

  /// The rectangle shrunk by `dx` columns on the left and right and `dy` rows at the top and
  /// bottom, for laying out the inside of a box. Negative values grow it.
  public func insetBy(dx: Int, dy: Int) -> CellRect {
    CellRect(x: x + dx, y: y + dy, width: max(0, width - 2 * dx), height: max(0, height - 2 * dy))
  }
}
