#if canImport(SwiftUI)
  import SwiftUI

  extension NavigationSplitViewColumn {
    /// SwiftUI's column for `column`.
    init(_ column: SwiftUISplitProjection.Column) {
      switch column {
      case .sidebar: self = .sidebar
      case .content: self = .content
      case .detail: self = .detail
      }
    }
  }

  extension SwiftUISplitProjection.Column {
    /// The column SwiftUI wrote; `nil` for one this host does not know.
    init?(_ column: NavigationSplitViewColumn) {
      guard let known = Self.allCases.first(where: { NavigationSplitViewColumn($0) == column })
      else { return nil }
      self = known
    }
  }
#endif
